//! The machine's sound device through rodio's mixer, opened again when it
//! appears or comes back (desktop; the browser has its own output).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rodio::buffer::SamplesBuffer;
use rodio::mixer::Mixer;
use rodio::{DeviceSinkBuilder, MixerDeviceSink, Source};

use super::clip::Sound;
use super::output::{Output, RETRY};

/// Frames per device buffer: about 11 ms at 44.1 or 48 kHz. rodio's default is
/// 50 ms, more than the whole latency budget of a cue.
const BUFFER_FRAMES: u32 = 512;

/// The default sound device.
pub struct Speakers {
    sink: Option<MixerDeviceSink>,
    /// The device opened the last time it was tried.
    available: bool,
    /// Set by the device's error callback when it went away.
    lost: Arc<AtomicBool>,
    next_try: Option<Instant>,
    /// The failure has been logged (once, not every retry).
    failed: bool,
}

impl Default for Speakers {
    fn default() -> Self {
        Self::new()
    }
}

impl Speakers {
    /// Nothing is opened until the first [`Output::ready`].
    pub fn new() -> Self {
        Self {
            sink: None,
            available: false,
            lost: Arc::new(AtomicBool::new(false)),
            next_try: None,
            failed: false,
        }
    }

    fn open(&self) -> Result<MixerDeviceSink, rodio::DeviceSinkError> {
        let lost = Arc::clone(&self.lost);
        let on_error = move |e: rodio::CpalError| {
            if matches!(
                e.kind(),
                rodio::CpalErrorKind::DeviceNotAvailable | rodio::CpalErrorKind::StreamInvalidated
            ) {
                lost.store(true, Ordering::SeqCst);
            }
        };
        let small = DeviceSinkBuilder::from_default_device()?
            .with_buffer_size(rodio::cpal::BufferSize::Fixed(BUFFER_FRAMES))
            .with_error_callback(on_error.clone())
            .open_stream();
        let mut sink = match small {
            Ok(sink) => sink,
            Err(_) => DeviceSinkBuilder::from_default_device()?
                .with_error_callback(on_error)
                .open_sink_or_fallback()?,
        };
        sink.log_on_drop(false);
        Ok(sink)
    }
}

impl Output for Speakers {
    fn ready(&mut self) -> bool {
        if self.lost.swap(false, Ordering::SeqCst) {
            if self.sink.take().is_some() {
                log::warn!("the sound device went away; looking for it again");
            }
            self.available = false;
            self.failed = false;
            self.next_try = None;
        }
        if self.sink.is_none() && !self.available {
            self.prepare();
        }
        self.sink.is_some() || self.available
    }

    fn prepare(&mut self) {
        if self.sink.is_some() || self.next_try.is_some_and(|t| Instant::now() < t) {
            return;
        }
        let alsa_says = AlsaErrors::capture();
        let opened = self.open();
        match opened {
            Ok(sink) => {
                if self.failed {
                    log::info!("sound device found");
                }
                self.failed = false;
                self.available = true;
                self.next_try = None;
                self.sink = Some(sink);
            }
            Err(e) => {
                if !self.failed {
                    let detail = alsa_says
                        .last_line()
                        .map(|l| format!(" ({l})"))
                        .unwrap_or_default();
                    log::warn!(
                        "no sound: {e}{detail}; the game goes on silently, \
                         looking for a device every {} s",
                        RETRY.as_secs()
                    );
                    self.failed = true;
                }
                self.available = false;
                self.next_try = Some(Instant::now() + RETRY);
            }
        }
    }

    fn idle(&mut self) {
        self.sink = None;
    }

    fn play(&mut self, _sound: Sound, samples: SamplesBuffer, gain: f32, after: Duration) {
        self.prepare();
        if let Some(sink) = &self.sink {
            play_on(sink.mixer(), samples, gain, after);
        }
    }
}

/// ALSA's messages while a device is looked for, kept off stderr: a tablet
/// without sound would otherwise print eight lines every few seconds.
struct AlsaErrors {
    #[cfg(target_os = "linux")]
    buffer: Option<std::rc::Rc<std::cell::RefCell<alsa::Output>>>,
}

impl AlsaErrors {
    /// Sends this thread's ALSA messages to a fresh buffer (the previous one is freed).
    fn capture() -> Self {
        Self {
            #[cfg(target_os = "linux")]
            buffer: alsa::Output::local_error_handler().ok(),
        }
    }

    /// The last message, for the one log line.
    fn last_line(&self) -> Option<String> {
        #[cfg(target_os = "linux")]
        {
            let text = self.buffer.as_ref()?.borrow().to_string();
            text.lines()
                .rfind(|l| !l.trim().is_empty())
                .map(str::to_owned)
        }
        #[cfg(not(target_os = "linux"))]
        None
    }
}

/// Adds a sound to a mixer.
pub fn play_on(mixer: &Mixer, samples: SamplesBuffer, gain: f32, after: Duration) {
    if after.is_zero() {
        mixer.add(samples.amplify(gain));
    } else {
        mixer.add(samples.amplify(gain).delay(after));
    }
}
