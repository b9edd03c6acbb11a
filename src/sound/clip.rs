//! What each announcement sounds like: which voice clips or beeps a cue plays.

use serde::{Deserialize, Serialize};

use crate::engine::CueKind;
use crate::lang::Lang;

/// How announcements sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SoundMode {
    /// Spoken announcements.
    #[default]
    Voice,
    /// Plain beeps.
    Beeps,
    /// Silence.
    Off,
}

/// A spoken phrase; its file name is `<name>.wav` in each language's folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Clip {
    /// "Ten minutes left" (chess clock warning).
    TenMinutesLeft,
    /// "One minute left".
    OneMinuteLeft,
    /// "Thirty seconds left".
    ThirtySecondsLeft,
    /// "Five".
    Five,
    /// "Four".
    Four,
    /// "Three".
    Three,
    /// "Two".
    Two,
    /// "One".
    One,
    /// "Stop".
    Stop,
    /// "Time is up" (a chess clock flag).
    TimeIsUp,
}

impl Clip {
    /// Every clip, in the order of the docs.
    pub const ALL: [Self; 10] = [
        Self::OneMinuteLeft,
        Self::ThirtySecondsLeft,
        Self::TenMinutesLeft,
        Self::Five,
        Self::Four,
        Self::Three,
        Self::Two,
        Self::One,
        Self::Stop,
        Self::TimeIsUp,
    ];

    /// The file stem, as in `assets/voice/<lang>/<name>.wav`.
    pub fn name(self) -> &'static str {
        match self {
            Self::TenMinutesLeft => "ten-minutes-left",
            Self::OneMinuteLeft => "one-minute-left",
            Self::ThirtySecondsLeft => "thirty-seconds-left",
            Self::Five => "five",
            Self::Four => "four",
            Self::Three => "three",
            Self::Two => "two",
            Self::One => "one",
            Self::Stop => "stop",
            Self::TimeIsUp => "time-is-up",
        }
    }

    fn count(seconds: u32) -> Option<Self> {
        Some(match seconds {
            5 => Self::Five,
            4 => Self::Four,
            3 => Self::Three,
            2 => Self::Two,
            1 => Self::One,
            _ => return None,
        })
    }
}

/// A synthesized signal, the same in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    /// A short high beep: one second of a countdown.
    Tick,
    /// Two beeps: a warning ("one minute left", "ten minutes left").
    Warning,
    /// A long higher beep: "stop".
    Stop,
    /// The distinct flag signal: a falling three-note alarm.
    Flag,
}

impl Tone {
    /// Every tone.
    pub const ALL: [Self; 4] = [Self::Tick, Self::Warning, Self::Stop, Self::Flag];
}

/// One thing handed to the mixer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A voice clip.
    Voice(Clip),
    /// A beep.
    Tone(Tone),
}

/// What a cue plays in a mode. A threshold without a phrase (a warning set to
/// five minutes in a ruleset file) is spoken as a warning beep.
pub fn sounds_for(kind: CueKind, mode: SoundMode) -> Vec<Sound> {
    use Sound::{Tone as T, Voice as V};
    let (phrase, beep) = match kind {
        CueKind::Flag { .. } => {
            return match mode {
                SoundMode::Voice => vec![T(Tone::Flag), V(Clip::TimeIsUp)],
                SoundMode::Beeps => vec![T(Tone::Flag)],
                SoundMode::Off => Vec::new(),
            };
        }
        CueKind::ChessClock { seconds_left, .. } => (
            match seconds_left {
                600 => Some(Clip::TenMinutesLeft),
                60 => Some(Clip::OneMinuteLeft),
                30 => Some(Clip::ThirtySecondsLeft),
                _ => None,
            },
            Tone::Warning,
        ),
        CueKind::Stage { seconds_left, .. } | CueKind::Retreat { seconds_left, .. } => {
            match seconds_left {
                0 => (Some(Clip::Stop), Tone::Stop),
                60 => (Some(Clip::OneMinuteLeft), Tone::Warning),
                30 => (Some(Clip::ThirtySecondsLeft), Tone::Warning),
                s => (
                    Clip::count(s),
                    if s <= 10 { Tone::Tick } else { Tone::Warning },
                ),
            }
        }
    };
    match (mode, phrase) {
        (SoundMode::Voice, Some(clip)) => vec![V(clip)],
        (SoundMode::Voice | SoundMode::Beeps, _) => vec![T(beep)],
        (SoundMode::Off, _) => Vec::new(),
    }
}

/// How announcements are set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoundConfig {
    /// Voice, beeps or off.
    pub mode: SoundMode,
    /// The voice's language.
    pub lang: Lang,
    /// Volume, 0 to 100.
    pub volume: u8,
}

impl SoundConfig {
    pub(super) fn gain(self) -> f32 {
        f32::from(self.volume.min(100)) / 100.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Nation, Side};

    #[test]
    fn an_unusual_warning_is_a_beep_even_in_voice_mode() {
        let five_minutes = CueKind::ChessClock {
            side: Side::Frederick,
            seconds_left: 300,
        };
        assert_eq!(
            sounds_for(five_minutes, SoundMode::Voice),
            vec![Sound::Tone(Tone::Warning)]
        );
    }

    #[test]
    fn seven_seconds_left_on_a_long_retreat_ticks() {
        let seven = CueKind::Retreat {
            side: Side::Attackers,
            seconds_left: 7,
        };
        assert_eq!(
            sounds_for(seven, SoundMode::Voice),
            vec![Sound::Tone(Tone::Tick)]
        );
        let stop = CueKind::Stage {
            nation: Nation::Prussia,
            seconds_left: 0,
        };
        assert_eq!(
            sounds_for(stop, SoundMode::Beeps),
            vec![Sound::Tone(Tone::Stop)]
        );
    }
}
