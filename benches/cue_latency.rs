//! How late an announcement is handed to the mixer, measured on the real sound
//! thread with the machine's monotonic clock. Run with `make bench`.
//!
//! Default: a recording output stands in for the device; each cue's lateness is
//! the moment its clip was handed over minus its deadline.
//! `--device`: plays ticks through the real sound device at whole seconds of the
//! wall clock and prints their epoch times, for `scripts/cue-latency.sh` to
//! compare with the onsets recorded from the device.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use friedrich_clock::engine::{Cue, CueKind, Ms, Nation};
use friedrich_clock::lang::Lang;
use friedrich_clock::sound::{Announcer, Output, Recorder, SoundConfig, SoundMode, Speakers};
use friedrich_clock::timeline::TimeSource;

const CUES: u64 = 40;

fn cue(at: Ms, seconds_left: u32) -> Cue {
    Cue {
        kind: CueKind::Stage {
            nation: Nation::Prussia,
            seconds_left,
        },
        at,
    }
}

fn config(mode: SoundMode) -> SoundConfig {
    SoundConfig {
        mode,
        lang: Lang::En,
        volume: 100,
    }
}

/// Cues every 250 ms from `first`, a busy thread competing for the cores.
fn handoff_lateness() {
    let start = Instant::now();
    let time = TimeSource::Monotonic(start);
    let recorder = Recorder::default();
    let announcer = Announcer::spawn(
        time.clone(),
        recorder.clone(),
        None,
        config(SoundMode::Voice),
    );
    let first = 500;
    let cues: Vec<Cue> = (0..CUES).map(|i| cue(first + i * 250, 5)).collect();
    announcer.plan(0, cues.clone());
    let busy = std::thread::spawn(move || {
        let mut x = 0_u64;
        while start.elapsed() < Duration::from_millis(first + CUES * 250 + 200) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
    });
    std::thread::sleep(Duration::from_millis(first + CUES * 250 + 300));
    let _ = busy.join();
    let played = recorder
        .played
        .lock()
        .map(|p| p.clone())
        .unwrap_or_default();
    let mut late: Vec<f64> = played
        .iter()
        .zip(&cues)
        .filter_map(|(p, c)| {
            let deadline = time.instant(c.at)?;
            Some(p.at.saturating_duration_since(deadline).as_secs_f64() * 1000.0)
        })
        .collect();
    late.sort_by(f64::total_cmp);
    let pick = |percent: usize| late[(late.len() - 1) * percent / 100];
    println!(
        "cue hand-off lateness over {} cues (1 busy thread): median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        late.len(),
        pick(50),
        pick(95),
        pick(100)
    );
}

/// Ticks at the next ten whole epoch seconds, through the real device.
fn device_ticks() {
    let start = Instant::now();
    let epoch_now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let time = TimeSource::Monotonic(start);
    let mut speakers = Speakers::new();
    if !speakers.ready() {
        eprintln!("no sound device");
        return;
    }
    drop(speakers);
    let announcer = Announcer::spawn(time, Speakers::new(), None, config(SoundMode::Beeps));
    // First tick 2 s after the next whole second, so the device is open by then.
    let to_whole = 1000 - u64::from(epoch_now.subsec_millis());
    let cues: Vec<Cue> = (0..10)
        .map(|i| cue(to_whole + 2000 + i * 1000, 3))
        .collect();
    for c in &cues {
        let epoch = epoch_now + Duration::from_millis(c.at);
        println!("deadline {:.3}", epoch.as_secs_f64());
    }
    announcer.plan(0, cues);
    std::thread::sleep(Duration::from_millis(to_whole + 12_500));
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--device") {
        device_ticks();
    } else if args.iter().any(|a| a == "--bench") {
        handoff_lateness();
    } else {
        println!("cue_latency: measures in real time; run `make bench`");
    }
}
