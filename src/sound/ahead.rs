//! Announcements without a thread (the browser, which has none to spare): the
//! app calls [`Ahead::pump`] on its frames, and each cue is handed to the
//! output a little ahead of its instant, to sound exactly then on the output's
//! own clock (Web Audio's). A new forecast withdraws what was handed over for
//! after it.

use std::time::Duration;

use crate::engine::{Cue, CueKind, Ms, Nation};
use crate::timeline::TimeSource;

use super::bank::Bank;
use super::clip::{SoundConfig, sounds_for};
use super::output::Output;
use super::schedule::{LATE_LIMIT_MS, Schedule};

/// How long before its instant a cue is handed over: more than the longest gap
/// between two frames the app asks for.
pub const LOOKAHEAD_MS: Ms = 1_500;

/// The cues planned, and the output they go to.
pub struct Ahead {
    time: TimeSource,
    output: Box<dyn Output>,
    bank: Bank,
    config: SoundConfig,
    schedule: Schedule,
    /// Instants (app timeline) of the cues handed over and not yet sounding.
    handed: Vec<Ms>,
}

impl Ahead {
    /// Announcements through `output`, with the built-in clips.
    pub fn new(time: TimeSource, output: Box<dyn Output>, config: SoundConfig) -> Self {
        let bank = Bank::load(None);
        for problem in &bank.problems {
            log::warn!("{problem}");
        }
        Self {
            time,
            output,
            bank,
            config,
            schedule: Schedule::default(),
            handed: Vec::new(),
        }
    }

    /// Whether sound can be heard.
    pub fn ready(&mut self) -> bool {
        self.output.ready()
    }

    /// Replaces the cues planned after `from` (app timeline); a cue already
    /// handed over for after `from` is withdrawn.
    pub fn plan(&mut self, from: Ms, cues: Vec<Cue>) {
        let now = self.time.now();
        self.handed.retain(|at| *at > now);
        if let Some(first) = self.handed.iter().copied().filter(|at| *at > from).min() {
            self.output.cancel_from(ms(first.saturating_sub(now)));
            self.handed.retain(|at| *at <= from);
        }
        self.schedule.replan(from, cues);
        self.pump();
    }

    /// Changes mode, language or volume (for the cues handed over next).
    pub fn configure(&mut self, config: SoundConfig) {
        self.config = config;
    }

    /// Plays "one minute left" (or its beep) now.
    pub fn test(&mut self) {
        let kind = CueKind::Stage {
            nation: Nation::Prussia,
            seconds_left: 60,
        };
        self.hand_over(kind, Duration::ZERO);
    }

    /// Hands over the cues due within [`LOOKAHEAD_MS`]; returns how long until
    /// it must be called again (`None`: nothing planned).
    pub fn pump(&mut self) -> Option<Duration> {
        let now = self.time.now();
        // Everything up to the horizon; how late a cue is counts from now.
        let due = self.schedule.due(now + LOOKAHEAD_MS);
        let mut cues = due.play;
        cues.extend(due.skipped);
        cues.sort_by_key(|c| c.at);
        let ready = self.output.ready();
        for cue in cues {
            if ready && cue.at + LATE_LIMIT_MS >= now {
                self.hand_over(cue.kind, ms(cue.at.saturating_sub(now)));
                self.handed.push(cue.at);
            } else {
                log::warn!("announcement skipped: {:?}", cue.kind);
            }
        }
        let next = self.schedule.next_at()?;
        Some(ms(next.saturating_sub(LOOKAHEAD_MS).saturating_sub(now)))
    }

    fn hand_over(&mut self, kind: CueKind, mut after: Duration) {
        if !self.output.ready() {
            return;
        }
        self.output.prepare();
        for sound in sounds_for(kind, self.config.mode) {
            if let Some(samples) = self.bank.get(self.config.lang, sound) {
                self.output
                    .play(sound, samples.clone(), self.config.gain(), after);
                after += rodio::Source::total_duration(samples).unwrap_or_default();
            }
        }
    }
}

fn ms(ms: Ms) -> Duration {
    Duration::from_millis(ms)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::*;
    use crate::lang::Lang;
    use crate::sound::{Clip, Recorder, Sound, SoundMode};

    fn five_left(at: Ms) -> Cue {
        Cue {
            kind: CueKind::Stage {
                nation: Nation::Sweden,
                seconds_left: 5,
            },
            at,
        }
    }

    fn ahead() -> (Ahead, Recorder, Arc<AtomicU64>) {
        let clock = Arc::new(AtomicU64::new(0));
        let recorder = Recorder::default();
        let config = SoundConfig {
            mode: SoundMode::Voice,
            lang: Lang::En,
            volume: 80,
        };
        let ahead = Ahead::new(
            TimeSource::Manual(Arc::clone(&clock)),
            Box::new(recorder.clone()),
            config,
        );
        (ahead, recorder, clock)
    }

    fn played(recorder: &Recorder) -> Vec<(Sound, Duration)> {
        let played = recorder.played.lock().expect("lock");
        played.iter().map(|p| (p.sound, p.after)).collect()
    }

    #[test]
    fn a_cue_is_handed_over_ahead_to_sound_on_its_instant() {
        let (mut a, recorder, clock) = ahead();
        a.plan(0, vec![five_left(10_000)]);
        assert!(played(&recorder).is_empty());
        assert_eq!(
            a.pump(),
            Some(Duration::from_millis(8_500)),
            "the next frame it needs is 1.5 s before the cue"
        );
        clock.store(8_600, Ordering::SeqCst);
        a.pump();
        assert_eq!(
            played(&recorder),
            vec![(Sound::Voice(Clip::Five), Duration::from_millis(1_400))],
            "scheduled for the exact second, 1.4 s ahead"
        );
        clock.store(9_000, Ordering::SeqCst);
        a.pump();
        assert_eq!(played(&recorder).len(), 1, "and only once");
    }

    #[test]
    fn a_new_forecast_withdraws_what_was_handed_over_for_later() {
        let (mut a, recorder, clock) = ahead();
        a.plan(0, vec![five_left(10_000)]);
        clock.store(9_000, Ordering::SeqCst);
        a.pump();
        // The clock is stopped 1 s before "five": no call.
        a.plan(9_000, Vec::new());
        assert_eq!(
            recorder.cancelled.lock().expect("lock").as_slice(),
            [Duration::from_millis(1_000)]
        );
        // A forecast that keeps it hands it over again.
        a.plan(9_100, vec![five_left(10_000)]);
        assert_eq!(played(&recorder).len(), 2);
    }

    #[test]
    fn a_cue_less_than_a_second_ahead_is_handed_over_at_once() {
        let (mut a, recorder, _) = ahead();
        // A hand-off to a side with 5.4 s left: "five" is 400 ms away.
        a.plan(0, vec![five_left(400)]);
        assert_eq!(
            played(&recorder),
            vec![(Sound::Voice(Clip::Five), Duration::from_millis(400))]
        );
    }

    #[test]
    fn a_cue_missed_by_more_than_the_late_limit_is_skipped() {
        let (mut a, recorder, clock) = ahead();
        a.plan(0, vec![five_left(10_000)]);
        clock.store(11_000, Ordering::SeqCst);
        assert_eq!(a.pump(), None);
        assert!(played(&recorder).is_empty());
    }

    #[test]
    fn without_an_output_the_screens_say_no_sound() {
        let (a, recorder, _) = ahead();
        let announcer = crate::sound::Announcer::ahead(a);
        assert_eq!(announcer.status(), crate::sound::Status::Ready);
        recorder.absent.store(true, Ordering::SeqCst);
        assert_eq!(announcer.status(), crate::sound::Status::NoDevice);
        announcer.plan(0, vec![five_left(400)]);
        assert!(played(&recorder).is_empty(), "nothing handed to no output");
    }

    #[test]
    fn the_test_sound_plays_at_once() {
        let (mut a, recorder, _) = ahead();
        a.test();
        assert_eq!(played(&recorder).first().map(|p| p.1), Some(Duration::ZERO));
    }
}
