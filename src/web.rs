//! The web build's entry point: the same app on the page's canvas
//! (`<canvas id="clock">` in `web/index.html`), run by eframe's web runner.
//! After every frame the page gets a read-only summary of the clock in
//! `window.friedrichClock` (JSON), for browser tests and measurements.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use std::path::PathBuf;

use friedrich_clock::app::{ClockApp, TimeSource};
use friedrich_clock::settings;
use friedrich_clock::shipping;
use friedrich_clock::sound::{Ahead, Announcer, WebAudio};

/// The web build's "data folder": the prefix of its keys in `localStorage`.
const DATA_DIR: &str = "friedrich-clock";

/// Starts the app on the page; a page without its canvas logs why.
pub fn start() {
    // The browser's console takes the log; a second init is harmless.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    let canvas = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("clock"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
    let Some(canvas) = canvas else {
        log::error!("the page has no <canvas id=\"clock\">");
        return;
    };
    one_press_per_touch(&canvas);
    let time = TimeSource::Monotonic(web_time::Instant::now());
    wasm_bindgen_futures::spawn_local(async move {
        // Journal lines the browser had not put on its disk come back first.
        let restored = friedrich_clock::disk::restore_journals().await;
        if restored > 0 {
            log::warn!("{restored} journal(s) restored from the IndexedDB mirror");
        }
        let data_dir = PathBuf::from(DATA_DIR);
        let mut loaded = settings::load(&data_dir);
        hall_from_page(&data_dir, &mut loaded).await;
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |cc| {
                    friedrich_clock::app::prepare(&cc.egui_ctx);
                    let output = Box::new(WebAudio::new());
                    let config = loaded.settings.sound_config();
                    let sound = Announcer::ahead(Ahead::new(time.clone(), output, config));
                    let app = ClockApp::new(loaded.settings, time, Some(data_dir))
                        .with_sound(sound)
                        .with_settings_notice(loaded.notice);
                    Ok(Box::new(Page {
                        app,
                        frames: 0,
                        first_frame_ms: None,
                    }))
                }),
            )
            .await;
        if let Err(e) = started {
            log::error!("the app could not start: {e:?}");
        }
    });
}

/// The tournament hall the page's address names (`?key=KEY`, and
/// `&continue=N` to take table N's game over first, before the app looks for
/// an unfinished game), written into the settings' hall row.
/// Why a take-over failed is said on setup.
async fn hall_from_page(data_dir: &std::path::Path, loaded: &mut settings::Loaded) {
    let (hall, table) = shipping::from_page();
    let Some(hall) = hall else {
        return;
    };
    if let Some(table) = table {
        match shipping::continue_from(&hall, &table, data_dir).await {
            Ok(path) => log::info!("continuing {} from the hall", path.display()),
            Err(e) => {
                log::error!("cannot continue table {table} from the hall: {e}");
                let said = friedrich_clock::app::words::take_refused(loaded.settings.lang, &e);
                loaded.notice = Some(match loaded.notice.take() {
                    Some(before) => format!("{before}\n{said}"),
                    None => said,
                });
            }
        }
    }
    loaded.settings.hall = hall.url;
    loaded.settings.hall_key = hall.key;
}

#[wasm_bindgen(inline_js = r#"
export function one_press_per_touch(canvas) {
    // Only where touch events exist: there a finger or a pen sends both.
    if (!("ontouchstart" in window)) return;
    canvas.parentElement.addEventListener("pointerdown", (event) => {
        if (event.pointerType !== "mouse" && event.target === canvas) event.stopPropagation();
    }, { capture: true });
}
"#)]
extern "C" {
    /// A finger (or a pen) on the screen sends both a `pointerdown` and a
    /// `touchstart`, and eframe makes a press of each, in two frames: one tap
    /// would hand off twice (found by tests/browser.rs on a phone). Where
    /// touch events exist, a finger's `pointerdown` is kept from the canvas;
    /// its `touchstart` is the press.
    fn one_press_per_touch(canvas: &web_sys::HtmlCanvasElement);
}

/// The app on the page, publishing its summary after each frame.
struct Page {
    app: ClockApp,
    /// Frames drawn so far.
    frames: u64,
    /// When the first frame was drawn, in the page's ms since navigation.
    first_frame_ms: Option<f64>,
}

impl eframe::App for Page {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        self.frames += 1;
        if self.first_frame_ms.is_none() {
            self.first_frame_ms = web_sys::window()
                .and_then(|w| w.performance())
                .map(|p| p.now());
        }
        publish(&self.app, self.frames, self.first_frame_ms);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        self.app.clear_color(visuals)
    }
}

/// Writes the clock's summary to `window.friedrichClock`: the screen, the
/// frames drawn (and when the first was, in the page's ms), the turn, what
/// runs, both clocks, the commands and where they are journaled, the sound
/// (and how many sounds were played), whether the screen is kept awake, and
/// how the link to the hall stands.
fn publish(app: &ClockApp, frames: u64, first_frame_ms: Option<f64>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = JsValue::from_str("friedrichClock");
    let view = app.view_now();
    let summary = serde_json::json!({
        "screen": format!("{:?}", app.screen()),
        "frames": frames,
        "first_frame_ms": first_frame_ms,
        "turn": view.as_ref().map(|v| v.turn),
        "running": view.as_ref().map(|v| format!("{:?}", v.running)),
        "jury_stopwatch": view.as_ref().map(|v| v.jury_stopwatch),
        "frederick_ms": view.as_ref().map(|v| v.frederick.remaining),
        "attackers_ms": view.as_ref().map(|v| v.attackers.remaining),
        "commands": app.engine().map(|e| e.log().len()),
        "journal": app.journal_path().map(|p| p.display().to_string()),
        "not_saving": app.not_saving(),
        "sound": format!("{:?}", app.sound_status()),
        "sounds_played": friedrich_clock::sound::handed_over(),
        "awake": friedrich_clock::app::awake_held(),
        "hall": app.hall_status().map(|s| format!("{s:?}")),
        "setup_notice": app.setup_notice(),
    });
    let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_str(&summary.to_string()));
}
