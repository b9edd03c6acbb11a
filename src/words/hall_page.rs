//! The hall page's words (`src/hall/hall.html`), from the same word list as
//! the app's, handed to the page as one JSON object per language. Keys are the
//! page's: the engine's names for sides, nations and stop reasons as the
//! hall's API spells them, and the page's own.

use serde_json::{Map, Value, json};

use crate::engine::{Nation, Side, StopReason};

use super::text::{self, Lang, T};

/// The engine's name of a value as the API spells it (`imperial-army`).
fn api_name(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The hall page's words in `lang`.
fn words(lang: Lang) -> Map<String, Value> {
    let mut w = Map::new();
    let mut put = |key: &str, text: &str| {
        w.insert(key.to_owned(), Value::from(text));
    };
    for (key, t) in [
        ("title", T::HallPageTitle),
        ("tables", T::HallTables),
        ("sound", T::HallSound),
        ("soundOn", T::HallSoundOn),
        ("turn", T::Turn),
        ("between", T::BetweenTurns),
        ("over", T::GameOver),
        ("table", T::Table),
        ("nothing", T::NothingRuns),
        ("clockOf", T::ClockOf),
        ("conquest", T::Conquest),
        ("stopwatch", T::Stopwatch),
        ("retreat", T::Retreat),
        ("stage", T::ActionStage),
        ("flag", T::AlertFlag),
        ("jury", T::AlertJury),
        ("offensive-failed", T::AlertOffensiveFailed),
        ("silent", T::AlertSilent),
        ("back", T::BackToHall),
        ("log", T::Log),
        ("report", T::ReportSheet),
        ("journal", T::JournalDownload),
        ("readonly", T::ReadOnly),
        ("stopped", T::ClockStopped),
        ("dealing", T::Dealing),
        ("noKey", T::HallNoKey),
        ("wrongKey", T::HallWrongKey),
        ("offline", T::HallNoAnswer),
    ] {
        put(key, t.get(lang));
    }
    for side in [Side::Frederick, Side::Attackers] {
        put(&api_name(side), text::side(lang, side));
    }
    for nation in Nation::ALL {
        put(&api_name(nation), text::nation(lang, nation));
    }
    for reason in StopReason::ALL.into_iter().chain([StopReason::Outage]) {
        put(
            &format!("stop-{}", api_name(reason)),
            text::stop(lang, reason),
        );
    }
    w
}

/// Every language's words for the hall page: `{"en": {...}, "de": ..., "es": ...}`.
pub fn hall_page() -> String {
    let all: Map<String, Value> = Lang::ALL
        .into_iter()
        .map(|lang| (lang.code().to_owned(), Value::Object(words(lang))))
        .collect();
    json!(all).to_string()
}
