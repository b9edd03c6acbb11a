//! The sounds, decoded once, ready to hand to the mixer: the built-in voice clips
//! (or a club's own recordings from the data folder) and synthesized beeps.

use std::collections::HashMap;
use std::f32::consts::TAU;
use std::io::Cursor;
use std::num::NonZero;
use std::path::Path;

use rodio::buffer::SamplesBuffer;
use rodio::{Decoder, Source};

use super::clip::{Clip, Sound, Tone};
use crate::lang::Lang;

/// A recording larger than this is refused (a clip is a second or two).
const MAX_CLIP_BYTES: u64 = 4 * 1024 * 1024;

/// Sample rate of the synthesized beeps (the same as the built-in clips).
const TONE_RATE: u32 = 22_050;

macro_rules! wav {
    ($lang:literal, $name:literal) => {
        (
            $lang,
            $name,
            include_bytes!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/voice/",
                $lang,
                "/",
                $name,
                ".wav"
            )),
        )
    };
}

macro_rules! builtin {
    ($($name:literal),*) => {
        /// The clips compiled into the binary: (language code, name, WAV bytes).
        const BUILTIN: &[(&str, &str, &[u8])] = &[
            $(wav!("en", $name),)* $(wav!("de", $name),)* $(wav!("es", $name),)*
        ];
    };
}

builtin!(
    "one-minute-left",
    "thirty-seconds-left",
    "ten-minutes-left",
    "five",
    "four",
    "three",
    "two",
    "one",
    "stop",
    "time-is-up"
);

/// Every sound in every language.
#[derive(Debug, Default)]
pub struct Bank {
    voices: HashMap<(Lang, Clip), SamplesBuffer>,
    tones: HashMap<Tone, SamplesBuffer>,
    /// Override files that could not be used, one line each.
    pub problems: Vec<String>,
    /// Override files in use.
    pub overrides: Vec<String>,
}

impl Bank {
    /// The built-in sounds, each replaced by `<dir>/<lang>/<name>.wav` if that
    /// file exists and decodes.
    pub fn load(override_dir: Option<&Path>) -> Self {
        let mut bank = Self::default();
        for lang in Lang::ALL {
            for clip in Clip::ALL {
                if let Some(samples) = bank.own_recording(override_dir, lang, clip) {
                    bank.voices.insert((lang, clip), samples);
                    continue;
                }
                let bytes = BUILTIN
                    .iter()
                    .find(|(l, n, _)| *l == lang.code() && *n == clip.name())
                    .map(|(_, _, b)| *b);
                match bytes.map(|b| decode(Cursor::new(b))) {
                    Some(Ok(samples)) => {
                        bank.voices.insert((lang, clip), samples);
                    }
                    _ => bank.problems.push(format!(
                        "built-in clip {}/{} is missing",
                        lang.code(),
                        clip.name()
                    )),
                }
            }
        }
        for tone in Tone::ALL {
            bank.tones.insert(tone, synthesize(tone));
        }
        bank
    }

    fn own_recording(
        &mut self,
        dir: Option<&Path>,
        lang: Lang,
        clip: Clip,
    ) -> Option<SamplesBuffer> {
        let path = dir?.join(lang.code()).join(format!("{}.wav", clip.name()));
        let size = std::fs::metadata(&path).ok()?.len();
        let decoded = if size > MAX_CLIP_BYTES {
            Err(format!("larger than {} MB", MAX_CLIP_BYTES / 1024 / 1024))
        } else {
            std::fs::read(&path)
                .map_err(|e| e.to_string())
                .and_then(|bytes| decode(Cursor::new(bytes)))
        };
        match decoded {
            Ok(samples) => {
                self.overrides.push(path.display().to_string());
                Some(samples)
            }
            Err(e) => {
                self.problems.push(format!(
                    "{}: not used, the built-in clip plays instead: {e}",
                    path.display()
                ));
                None
            }
        }
    }

    /// The samples of a sound in a language.
    pub fn get(&self, lang: Lang, sound: Sound) -> Option<&SamplesBuffer> {
        match sound {
            Sound::Voice(clip) => self.voices.get(&(lang, clip)),
            Sound::Tone(tone) => self.tones.get(&tone),
        }
    }
}

/// Decodes a WAV file completely, so playing it later costs no decoding.
fn decode<R>(reader: R) -> Result<SamplesBuffer, String>
where
    R: std::io::Read + std::io::Seek + Send + Sync + 'static,
{
    let decoder = Decoder::new(reader).map_err(|e| format!("not a readable WAV file: {e}"))?;
    let channels = decoder.channels();
    let rate = decoder.sample_rate();
    let samples: Vec<f32> = decoder.collect();
    if samples.is_empty() {
        return Err("the file has no sound in it".to_owned());
    }
    Ok(SamplesBuffer::new(channels, rate, samples))
}

/// Notes of a beep: (frequency in Hz, or 0 for a pause; length in ms).
fn notes(tone: Tone) -> &'static [(f32, u32)] {
    match tone {
        Tone::Tick => &[(1000.0, 120)],
        Tone::Warning => &[(880.0, 160), (0.0, 90), (880.0, 160)],
        Tone::Stop => &[(1320.0, 600)],
        Tone::Flag => &[(1175.0, 260), (880.0, 260), (659.0, 480)],
    }
}

/// A beep: sine notes with a touch of third harmonic (it carries better on a
/// tablet's small speaker), each faded in and out over 5 ms to avoid clicks.
fn synthesize(tone: Tone) -> SamplesBuffer {
    let rate = TONE_RATE as f32;
    let fade = rate * 0.005;
    let mut samples = Vec::new();
    for &(freq, ms) in notes(tone) {
        let n = TONE_RATE * ms / 1000;
        for i in 0..n {
            let t = i as f32 / rate;
            let envelope = (i as f32 / fade).min((n - i) as f32 / fade).min(1.0);
            let wave = (TAU * freq * t).sin() + 0.3 * (3.0 * TAU * freq * t).sin();
            samples.push(if freq > 0.0 {
                0.7 * envelope * wave
            } else {
                0.0
            });
        }
    }
    SamplesBuffer::new(
        NonZero::<u16>::MIN,
        NonZero::new(TONE_RATE).unwrap_or(NonZero::<u32>::MIN),
        samples,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_clip_exists_in_every_language() {
        let bank = Bank::load(None);
        assert!(bank.problems.is_empty(), "{:?}", bank.problems);
        for lang in Lang::ALL {
            for clip in Clip::ALL {
                let samples = bank.get(lang, Sound::Voice(clip)).expect("clip");
                let seconds = samples.total_duration().expect("length").as_secs_f32();
                assert!(
                    (0.1..2.5).contains(&seconds),
                    "{lang:?} {clip:?}: {seconds} s"
                );
            }
        }
    }

    #[test]
    fn a_countdown_number_is_shorter_than_a_second() {
        let bank = Bank::load(None);
        for lang in Lang::ALL {
            for clip in [Clip::Five, Clip::Four, Clip::Three, Clip::Two, Clip::One] {
                let samples = bank.get(lang, Sound::Voice(clip)).expect("clip");
                let length = samples.total_duration().expect("length");
                assert!(length.as_millis() < 900, "{lang:?} {clip:?}: {length:?}");
            }
        }
    }

    #[test]
    fn a_club_recording_replaces_the_built_in_clip_and_a_broken_one_is_reported() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("de")).expect("dir");
        // Two seconds of a buzz at 8 kHz as the German "stop".
        let samples: Vec<i16> = (0..16_000)
            .map(|i| (i16::try_from(i % 64).expect("small") - 32) * 600)
            .collect();
        std::fs::write(dir.join("de/stop.wav"), wav(8_000, &samples)).expect("write wav");
        std::fs::write(dir.join("de/five.wav"), b"not a wav").expect("write");
        let bank = Bank::load(Some(dir));
        let own = bank.get(Lang::De, Sound::Voice(Clip::Stop)).expect("clip");
        assert_eq!(own.total_duration().expect("length").as_secs(), 2);
        assert_eq!(bank.overrides.len(), 1);
        assert_eq!(bank.problems.len(), 1, "{:?}", bank.problems);
        assert!(bank.problems[0].contains("five.wav"));
        // The broken file falls back to the built-in clip.
        assert!(bank.get(Lang::De, Sound::Voice(Clip::Five)).is_some());
    }

    /// A mono 16-bit PCM WAV file.
    fn wav(rate: u32, samples: &[i16]) -> Vec<u8> {
        let data = u32::try_from(samples.len() * 2).expect("size");
        let mut out = Vec::new();
        out.extend_from_slice(b"RIFF");
        out.extend_from_slice(&(36 + data).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&rate.to_le_bytes());
        out.extend_from_slice(&(rate * 2).to_le_bytes());
        out.extend_from_slice(&2u16.to_le_bytes());
        out.extend_from_slice(&16u16.to_le_bytes());
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data.to_le_bytes());
        for s in samples {
            out.extend_from_slice(&s.to_le_bytes());
        }
        out
    }

    #[test]
    fn beeps_are_loud_and_distinct() {
        let bank = Bank::load(None);
        let length = |t| {
            bank.get(Lang::En, Sound::Tone(t))
                .and_then(Source::total_duration)
        };
        assert!(length(Tone::Tick) < length(Tone::Stop));
        assert!(length(Tone::Stop) < length(Tone::Flag));
        let peak = bank
            .get(Lang::En, Sound::Tone(Tone::Tick))
            .expect("tick")
            .clone()
            .fold(0.0_f32, |m, s| m.max(s.abs()));
        assert!(peak > 0.6, "peak {peak}");
    }
}
