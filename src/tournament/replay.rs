//! The one replay of a tournament journal: its text in, the tournament and
//! what was wrong with it out. The hall's office replays its journal with it
//! at start, `friedrich-clock standings DIR` reads the hall's folder with
//! it, and the tests with it. A line that does not read or that the
//! journal refuses is skipped (a journal the hall wrote has none); a draw
//! that its seed does not give for the players registered before it is
//! kept as stored, and said.

use super::book::{Line, Refusal, Tournament};
use super::draw::check::{Mismatch, check};

/// Something a replay noticed, by the line's number (from 1).
#[derive(Debug, Clone, PartialEq)]
pub enum Warning {
    /// The line does not read as a journal line: skipped.
    Unreadable {
        /// The line's number.
        line: usize,
        /// What the reader said.
        why: String,
    },
    /// The journal refuses the line: skipped.
    Refused {
        /// The line's number.
        line: usize,
        /// Why.
        refusal: Refusal,
    },
    /// The draw is not the one its seed gives for the players registered
    /// before it: kept as stored.
    DrawDiffers {
        /// The line's number.
        line: usize,
        /// The draw's seed.
        seed: u64,
        /// Where it differs.
        mismatch: Mismatch,
    },
}

impl Warning {
    /// Whether the line was skipped (the draw that differs is kept).
    pub fn skipped(&self) -> bool {
        !matches!(self, Self::DrawDiffers { .. })
    }
}

/// A journal replayed.
#[derive(Debug, Clone, Default)]
pub struct Replayed {
    /// The tournament its lines give.
    pub tournament: Tournament,
    /// The lines taken.
    pub taken: usize,
    /// What was wrong, in the journal's order.
    pub warnings: Vec<Warning>,
}

impl Replayed {
    /// The lines skipped.
    pub fn skipped(&self) -> usize {
        self.warnings.iter().filter(|w| w.skipped()).count()
    }
}

/// Replays a journal's text, line by line (blank lines pass).
pub fn replay(text: &str) -> Replayed {
    let mut out = Replayed::default();
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        let line = i + 1;
        let read = match crate::strict_json::from_str::<Line>(raw) {
            Ok(read) => read,
            Err(e) => {
                let why = e.to_string();
                out.warnings.push(Warning::Unreadable { line, why });
                continue;
            }
        };
        // The draw is drawn again from the players registered before it and
        // its seed, and compared whole (all four rounds); a redraw from the
        // field it seats.
        let before = match &read.entry {
            super::book::Entry::Drawn { draw } => Some((draw, out.tournament.players.clone())),
            _ => None,
        };
        match out.tournament.apply(&read) {
            Ok(()) => {
                out.taken += 1;
                let checked = match (&read.entry, before) {
                    (_, Some((draw, players))) => Some((draw, players)),
                    (super::book::Entry::Redrawn { draw, .. }, None) => {
                        Some((draw, out.tournament.players.clone()))
                    }
                    _ => None,
                };
                if let Some((draw, players)) = checked
                    && let Err(mismatch) = check(draw, &players)
                {
                    out.warnings.push(Warning::DrawDiffers {
                        line,
                        seed: draw.seed,
                        mismatch,
                    });
                }
            }
            Err(refusal) => out.warnings.push(Warning::Refused { line, refusal }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::engine::Preset;
    use crate::tournament::Player;
    use crate::tournament::book::Entry;
    use crate::tournament::book::tests::line;
    use crate::tournament::refusal::Field;

    #[test]
    fn a_journal_written_before_the_limits_replays_as_it_is() {
        let long = "N".repeat(10_000);
        let player = Player {
            no: 1,
            name: long.clone(),
            town: "Wien\nLinz".to_owned(),
            fill_in: false,
            note: String::new(),
        };
        let lines = [
            line(Entry::Opened {
                name: "Old Open".into(),
                scheme: Preset::Fwc2026,
            }),
            line(Entry::Registered { player }),
        ];
        let text: String = lines
            .iter()
            .map(|l| serde_json::to_string(l).unwrap() + "\n")
            .collect();
        let replayed = replay(&text);
        assert_eq!(replayed.skipped(), 0, "{:?}", replayed.warnings);
        let t = replayed.tournament;
        assert_eq!(t.player(1).unwrap().name.chars().count(), 10_000);
        // The same typed today is refused, and changes nothing.
        let typed = t.registering(None, &long, "", false, None);
        assert_eq!(typed, Err(Refusal::TooLong(Field::Name)));
        let typed = t.registering(None, "Anna", "Wien\nLinz", false, None);
        assert_eq!(typed, Err(Refusal::ControlCharacter(Field::Town)));
    }
}
