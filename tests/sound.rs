//! Announcements through the real sound thread, with a recording output and a
//! hand-driven clock: the exact clips, on the exact seconds (issue 4).
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use common::Table;
use friedrich_clock::engine::{Command, MINUTE, Ms, Nation, SECOND, Side, StopReason};
use friedrich_clock::lang::Lang;
use friedrich_clock::sound::{
    Announcer, Clip, Recorder, Sound, SoundConfig, SoundMode, Status, Tone,
};
use friedrich_clock::timeline::TimeSource;

use Clip::{Five, Four, One, OneMinuteLeft, Stop, ThirtySecondsLeft, Three, Two};

/// The sound thread on a hand-set clock, playing into a recorder.
struct Ears {
    clock: Arc<AtomicU64>,
    recorder: Recorder,
    announcer: Announcer,
    /// What was heard so far: (seconds after `origin`, sound).
    heard: Vec<(f64, Sound)>,
    origin: Ms,
}

impl Ears {
    fn new(mode: SoundMode, now: Ms) -> Self {
        let clock = Arc::new(AtomicU64::new(now));
        let recorder = Recorder::default();
        let announcer = Announcer::spawn(
            TimeSource::Manual(Arc::clone(&clock)),
            recorder.clone(),
            None,
            SoundConfig {
                mode,
                lang: Lang::En,
                volume: 80,
            },
        );
        Self {
            clock,
            recorder,
            announcer,
            heard: Vec::new(),
            origin: now,
        }
    }

    /// Sends the engine's forecast, as the app does after every change.
    fn plan(&self, t: &Table) {
        self.announcer
            .plan(t.engine.since(), t.engine.upcoming_cues(32));
    }

    /// Moves the clock forward in `step` jumps, collecting what plays at each.
    fn listen(&mut self, until: Ms, step: Ms) {
        let mut now = self.clock.load(Ordering::SeqCst);
        while now < until {
            now = (now + step).min(until);
            self.clock.store(now, Ordering::SeqCst);
            self.announcer.flush();
            let played = std::mem::take(&mut *self.recorder.played.lock().unwrap());
            let seconds = (now - self.origin) as f64 / 1000.0;
            self.heard
                .extend(played.into_iter().map(|p| (seconds, p.sound)));
        }
    }
}

fn voice(clips: &[(f64, Clip)]) -> Vec<(f64, Sound)> {
    clips.iter().map(|(t, c)| (*t, Sound::Voice(*c))).collect()
}

/// Frederick is out of time; the jury starts Prussia's 150 s stage.
fn prussia_on_the_stopwatch() -> Table {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t
}

#[test]
fn a_prussian_150_s_stage_says_one_minute_thirty_seconds_five_to_one_stop() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(t.now + 160 * SECOND, 250);
    assert_eq!(
        ears.heard,
        voice(&[
            (90.0, OneMinuteLeft),
            (120.0, ThirtySecondsLeft),
            (145.0, Five),
            (146.0, Four),
            (147.0, Three),
            (148.0, Two),
            (149.0, One),
            (150.0, Stop),
        ])
    );
}

#[test]
fn a_20_s_sweden_stage_has_no_one_minute_or_thirty_seconds() {
    let mut t = Table::new();
    t.ok(Command::StartTurn).play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.wait_s(60).tap(); // Russia used all 60 s: nothing carries to Sweden
    assert_eq!(t.view().active_nation, Some(Nation::Sweden));
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(t.now + 25 * SECOND, 250);
    assert_eq!(
        ears.heard,
        voice(&[
            (15.0, Five),
            (16.0, Four),
            (17.0, Three),
            (18.0, Two),
            (19.0, One),
            (20.0, Stop),
        ])
    );
}

#[test]
fn a_6_s_retreat_timer_says_three_two_one_stop() {
    let mut t = prussia_on_the_stopwatch();
    t.wait_s(20).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 3,
    });
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(t.now + 12 * SECOND, 100);
    // After "stop" the choice passes to the loser, who is still on his chess
    // clock: no timer, so nothing more is said.
    assert_eq!(
        ears.heard,
        voice(&[(3.0, Three), (4.0, Two), (5.0, One), (6.0, Stop)])
    );
}

#[test]
fn the_chess_clock_warns_at_ten_and_one_minute_and_the_flag_is_distinct() {
    let mut t = Table::new();
    t.ok(Command::StartTurn);
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(131 * MINUTE, SECOND);
    let flag_tone = friedrich_clock::sound::Bank::load(None)
        .get(Lang::En, Sound::Tone(Tone::Flag))
        .and_then(rodio::Source::total_duration)
        .unwrap();
    assert_eq!(
        ears.heard,
        vec![
            (7200.0, Sound::Voice(Clip::TenMinutesLeft)),
            (7740.0, Sound::Voice(OneMinuteLeft)),
            (7800.0, Sound::Tone(Tone::Flag)),
            (7800.0, Sound::Voice(Clip::TimeIsUp)),
        ]
    );
    // "Time is up" follows the flag signal instead of drowning in it.
    let played = ears.recorder.played.lock().unwrap().len();
    assert_eq!(played, 0, "everything was collected");
    drop(ears);
    let mut t = Table::new();
    t.ok(Command::StartTurn);
    let recorder = Recorder::default();
    let clock = Arc::new(AtomicU64::new(130 * MINUTE - 10));
    let announcer = Announcer::spawn(
        TimeSource::Manual(Arc::clone(&clock)),
        recorder.clone(),
        None,
        SoundConfig {
            mode: SoundMode::Voice,
            lang: Lang::En,
            volume: 80,
        },
    );
    announcer.plan(0, t.engine.upcoming_cues(32));
    clock.store(130 * MINUTE, Ordering::SeqCst);
    announcer.flush();
    let played = recorder.played.lock().unwrap();
    assert_eq!(played.len(), 2);
    assert_eq!(played[0].after, Duration::ZERO);
    assert_eq!(played[1].after, flag_tone);
}

#[test]
fn beeps_mode_beeps_the_same_schedule() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Beeps, t.now);
    ears.plan(&t);
    ears.listen(t.now + 150 * SECOND, 500);
    let tones: Vec<(f64, Sound)> = [
        (90.0, Tone::Warning),
        (120.0, Tone::Warning),
        (145.0, Tone::Tick),
        (146.0, Tone::Tick),
        (147.0, Tone::Tick),
        (148.0, Tone::Tick),
        (149.0, Tone::Tick),
        (150.0, Tone::Stop),
    ]
    .into_iter()
    .map(|(t, tone)| (t, Sound::Tone(tone)))
    .collect();
    assert_eq!(ears.heard, tones);
}

#[test]
fn off_queues_nothing() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Off, t.now);
    ears.plan(&t);
    ears.listen(t.now + 150 * SECOND, 500);
    ears.announcer.test();
    ears.announcer.flush();
    assert_eq!(ears.heard, Vec::new());
    assert!(ears.recorder.played.lock().unwrap().is_empty());
}

#[test]
fn a_hand_off_cancels_the_rest_of_the_countdown() {
    let mut t = prussia_on_the_stopwatch();
    let start = t.now;
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(start + 100 * SECOND, 500);
    t.wait_s(100).tap(); // Prussia is done after 100 s: Hanover's stage
    ears.plan(&t);
    let next = t.view().stage_budget.unwrap().left;
    ears.listen(start + 100 * SECOND + next, 500);
    // Prussia's "thirty seconds" (due at 120 s) is gone; Hanover's 30 s plus
    // 50 s carried count down from 80 s instead.
    assert_eq!(
        ears.heard,
        voice(&[
            (90.0, OneMinuteLeft),
            (120.0, OneMinuteLeft),
            (150.0, ThirtySecondsLeft),
            (175.0, Five),
            (176.0, Four),
            (177.0, Three),
            (178.0, Two),
            (179.0, One),
            (180.0, Stop),
        ])
    );
}

#[test]
fn a_cue_more_than_half_a_second_late_is_skipped_not_played_late() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    ears.listen(t.now + 89 * SECOND, SECOND);
    // The tablet stalls from 89 s to 90.6 s: "one minute left" is 600 ms late.
    ears.listen(t.now + 90_600, 1_600);
    // A stall of 400 ms at the 30 s mark: still played.
    ears.listen(t.now + 119 * SECOND, SECOND);
    ears.listen(t.now + 120_400, 1_400);
    assert_eq!(ears.heard, voice(&[(120.4, ThirtySecondsLeft)]));
}

#[test]
fn a_missing_device_plays_nothing_reports_no_sound_and_is_retried() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.recorder
        .absent
        .store(true, std::sync::atomic::Ordering::SeqCst);
    ears.announcer.flush();
    ears.announcer.flush();
    assert_eq!(ears.announcer.status(), Status::NoDevice);
    ears.plan(&t);
    ears.listen(t.now + 100 * SECOND, SECOND);
    assert_eq!(ears.heard, Vec::new(), "nothing plays without a device");
    // The device comes back: the thread finds it and the countdown goes on.
    ears.recorder.absent.store(false, Ordering::SeqCst);
    ears.listen(t.now + 121 * SECOND, SECOND);
    assert_eq!(ears.announcer.status(), Status::Ready);
    assert_eq!(ears.heard, voice(&[(120.0, ThirtySecondsLeft)]));
}

#[test]
fn the_test_button_says_one_minute_left_in_the_voice_language_at_the_volume() {
    let ears = Ears::new(SoundMode::Voice, 0);
    ears.announcer.configure(SoundConfig {
        mode: SoundMode::Voice,
        lang: Lang::Es,
        volume: 50,
    });
    ears.announcer.test();
    ears.announcer.flush();
    let played = ears.recorder.played.lock().unwrap();
    assert_eq!(played.len(), 1);
    assert_eq!(played[0].sound, Sound::Voice(OneMinuteLeft));
    assert!((played[0].gain - 0.5).abs() < 1e-6);
    let spanish = friedrich_clock::sound::Bank::load(None)
        .get(Lang::Es, Sound::Voice(OneMinuteLeft))
        .and_then(rodio::Source::total_duration);
    assert_eq!(
        rodio::Source::total_duration(&played[0].samples),
        spanish,
        "the Spanish clip"
    );
}

#[test]
fn the_device_is_open_only_around_a_cue() {
    let t = prussia_on_the_stopwatch();
    let mut ears = Ears::new(SoundMode::Voice, t.now);
    ears.plan(&t);
    let open = |ears: &mut Ears, at: Ms| {
        ears.listen(t.now + at, 100);
        ears.announcer.flush();
        ears.announcer.flush();
        ears.recorder.open.load(Ordering::SeqCst)
    };
    // An open stream plays silence all the time: CPU and battery for nothing.
    assert!(!open(&mut ears, 10 * SECOND), "closed 80 s before the cue");
    assert!(
        open(&mut ears, 88_500),
        "opened 2 s before \"one minute left\""
    );
    assert!(open(&mut ears, 90_500), "open while the phrase plays");
    assert!(!open(&mut ears, 93 * SECOND), "closed again after it");
}
