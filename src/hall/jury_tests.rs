//! Every refusal the tournament's routes give is worded in every
//! language for the tournament page (its words are the `words` module's
//! enums, checked by the compiler; the refusals come as codes).
#![allow(clippy::unwrap_used)]

use crate::lang::Lang;
use crate::wire::Error;
use crate::words::office::{Unproven, unproven};

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
        Error::Begun,
        Error::WithdrawnSince,
        Error::DrawPlayers,
        Error::FillInsNeeded,
        Error::TooFewRanked,
        Error::Namesake,
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
    // The codes come from the tournament's refusals (worded by
    // words::office in the request's language) and from who is asking.
    assert!(keys.len() > 25, "{keys:?}");
    for lang in Lang::ALL {
        for why in [
            Unproven::Missing,
            Unproven::InAddress,
            Unproven::Wrong,
            Unproven::JuryOnly,
        ] {
            let said = unproven(lang, why);
            assert!(!said.is_empty(), "{lang:?}: {why:?}");
            if lang != Lang::En {
                assert_ne!(said, unproven(Lang::En, why), "{lang:?}: {why:?}");
            }
        }
    }
}
