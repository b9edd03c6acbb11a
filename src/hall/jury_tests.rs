//! Every refusal the tournament's routes give is worded in every
//! language for the tournament page (its words are the `words` module's
//! enums, checked by the compiler; the refusals come as codes).
#![allow(clippy::unwrap_used)]

use crate::lang::Lang;
use crate::wire::Error;

fn api(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn the_tournament_page_words_every_refusal_in_every_language() {
    let mut keys = Vec::new();
    // Every refusal the tournament's routes give.
    for error in [
        Error::NoKey,
        Error::WrongKey,
        Error::Unknown,
        Error::Storage,
        Error::BadRequest,
        Error::NotOpened,
        Error::AlreadyOpened,
        Error::PlayerNumber,
        Error::NoName,
        Error::AfterDraw,
        Error::AlreadyDrawn,
        Error::DrawPlayers,
        Error::FillInsNeeded,
        Error::NoReason,
        Error::NothingReported,
        Error::BadResult,
        Error::BadLot,
        Error::NotSeeded,
        Error::LotDrawn,
        Error::FinalSeeded,
        Error::NotHisChoice,
        Error::RoleTaken,
        Error::NotSeated,
        Error::FinalConfirmed,
        Error::NotDrawn,
        Error::NoSuchPlayer,
        Error::AlreadyWithdrawn,
        Error::NoSuchRound,
        Error::AlreadyPlayed,
        Error::NotAFillIn,
        Error::FillInBusy,
    ] {
        let code = api(error);
        if !matches!(error, Error::NoKey | Error::WrongKey) {
            keys.push(code);
        }
    }
    for lang in Lang::ALL {
        let words = crate::words::refusal_words(lang);
        for key in &keys {
            let word = words.iter().find(|(code, _)| code == key).map(|(_, w)| *w);
            assert!(
                word.is_some_and(|w| !w.is_empty()),
                "{lang:?}: no word for {key}"
            );
        }
    }
}
