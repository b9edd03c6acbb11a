//! The browser's sound output: Web Audio. Each sound becomes a buffer source
//! started on the audio context's own clock at the exact instant it was
//! handed over for. Browsers let a page sound only after a tap: the first tap
//! anywhere on the page (Start game, at the latest) resumes the context.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use rodio::Source;
use rodio::buffer::SamplesBuffer;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::{AudioContext, AudioContextState, AudioScheduledSourceNode};

use super::clip::Sound;
use super::output::Output;

#[wasm_bindgen(inline_js = r#"
let ctx = null;
let tried = false;
export function audio_context() {
    if (ctx) return ctx;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    try { ctx = new Context(); } catch (e) { return null; }
    const unlock = () => {
        if (ctx.state === "running") { tried = true; return; }
        ctx.resume().catch(() => {}).finally(() => { tried = true; });
    };
    for (const name of ["pointerdown", "pointerup", "touchend", "keydown"]) {
        document.addEventListener(name, unlock, { capture: true });
    }
    unlock();
    return ctx;
}
export function audio_tried() { return tried; }
"#)]
extern "C" {
    /// The page's audio context, created once (with its unlocking taps).
    fn audio_context() -> Option<AudioContext>;
    /// Whether a tap has tried to start the audio context.
    fn audio_tried() -> bool;
}

/// Sounds handed to Web Audio since the page loaded (for the browser tests).
static HANDED: AtomicU64 = AtomicU64::new(0);

/// How many sounds were handed to Web Audio since the page loaded.
pub fn handed_over() -> u64 {
    HANDED.load(Ordering::Relaxed)
}

/// Web Audio output.
pub struct WebAudio {
    context: Option<AudioContext>,
    /// Sources handed over, with their start on the audio clock.
    pending: Vec<(AudioScheduledSourceNode, f64)>,
}

impl Default for WebAudio {
    fn default() -> Self {
        Self::new()
    }
}

impl WebAudio {
    /// The page's audio context (locked until the first tap).
    pub fn new() -> Self {
        let context = audio_context();
        if context.is_none() {
            log::warn!("no sound: this browser has no Web Audio");
        }
        Self {
            context,
            pending: Vec::new(),
        }
    }

    fn start(
        context: &AudioContext,
        samples: &SamplesBuffer,
        gain: f32,
        at: f64,
    ) -> Result<AudioScheduledSourceNode, wasm_bindgen::JsValue> {
        let channels = samples.channels().get();
        let rate = samples.sample_rate().get();
        let data: Vec<f32> = samples.clone().collect();
        let frames = data.len() / usize::from(channels);
        let buffer = context.create_buffer(
            u32::from(channels),
            u32::try_from(frames.max(1)).unwrap_or(u32::MAX),
            rate as f32,
        )?;
        for channel in 0..channels {
            let one: Vec<f32> = data
                .iter()
                .skip(usize::from(channel))
                .step_by(usize::from(channels))
                .copied()
                .collect();
            buffer.copy_to_channel(&one, i32::from(channel))?;
        }
        let source = context.create_buffer_source()?;
        source.set_buffer(Some(&buffer));
        let volume = context.create_gain()?;
        volume.gain().set_value(gain);
        source.connect_with_audio_node(&volume)?;
        volume.connect_with_audio_node(&context.destination())?;
        let source = AudioScheduledSourceNode::from(source);
        source.start_with_when(at)?;
        Ok(source)
    }
}

impl Output for WebAudio {
    fn ready(&mut self) -> bool {
        match &self.context {
            None => false,
            Some(c) => match c.state() {
                AudioContextState::Running => true,
                AudioContextState::Suspended => !audio_tried(),
                _ => false,
            },
        }
    }

    fn play(&mut self, sound: Sound, samples: SamplesBuffer, gain: f32, after: Duration) {
        let Some(context) = &self.context else {
            return;
        };
        let now = context.current_time();
        self.pending.retain(|(_, at)| *at > now);
        let at = now + after.as_secs_f64();
        match Self::start(context, &samples, gain, at) {
            Ok(source) => {
                HANDED.fetch_add(1, Ordering::Relaxed);
                self.pending.push((source, at));
            }
            Err(e) => log::warn!("could not play {sound:?}: {e:?}"),
        }
    }

    fn cancel_from(&mut self, after: Duration) {
        let Some(context) = &self.context else {
            return;
        };
        // The audio clock moves in steps of a buffer (a few ms to 20 ms on a
        // phone): a sound meant for the cue withdrawn may seem to start a
        // little earlier. Cues are at least a second apart.
        let from = context.current_time() + after.as_secs_f64() - 0.25;
        self.pending.retain(|(source, at)| {
            if *at >= from {
                let _ = source.stop();
                false
            } else {
                true
            }
        });
    }
}
