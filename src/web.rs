//! The web build's entry point: the same app on the page's canvas
//! (`<canvas id="clock">` in `web/index.html`), run by eframe's web runner.
//! After every pass a page driven by WebDriver gets a read-only summary of
//! the clock in `window.friedrichClock` (JSON), for browser tests and
//! measurements (`web/summary.rs`); a person's browser does not make it.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use std::path::PathBuf;

mod frame_cost;
mod pacer;
mod readout;
mod summary;

use frame_cost::FrameCost;
use readout::Readout;
use summary::Summary;

use friedrich_clock::app::{ClockApp, TimeSource};
use friedrich_clock::settings;
use friedrich_clock::shipping;
use friedrich_clock::sound::{Ahead, Announcer, WebAudio};

/// The web build's "data folder": the prefix of its keys in `localStorage`.
const DATA_DIR: &str = "friedrich-clock";

/// Starts the app on the page. A page that cannot start says why on the page
/// (`window.friedrichClockFailed` in `web/index.html`, which holds the words):
/// no canvas, no storage, no WebGL, or a panic at any time.
pub fn start() {
    // The browser's console takes the log; a second init is harmless.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    // First, so that a panic anywhere from here on is said on the page
    // (eframe's own hook, installed by `WebRunner::new`, calls this one).
    std::panic::set_hook(Box::new(|info| failed(Failure::Error, &info.to_string())));
    let canvas = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("clock"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
    let Some(canvas) = canvas else {
        failed(Failure::Error, "the page has no <canvas id=\"clock\">");
        return;
    };
    if let Err(why) = storage_usable() {
        failed(Failure::Storage, &why);
        return;
    }
    one_press_per_touch(&canvas);
    pacer::lean_webgl(&canvas);
    // Once, in a secure context: the answer is on setup and in the summary.
    friedrich_clock::app::secure_page::ask_storage_kept();
    let time = TimeSource::Monotonic(web_time::Instant::now());
    wasm_bindgen_futures::spawn_local(async move {
        // Journal lines the browser had not put on its disk come back first.
        starting("mirror");
        let restored = friedrich_clock::disk::restore_journals().await;
        if restored > 0 {
            log::warn!("{restored} journal(s) restored from the IndexedDB mirror");
        }
        let data_dir = PathBuf::from(DATA_DIR);
        let mut loaded = settings::load(&data_dir);
        starting("hall");
        hall_from_page(&data_dir, &mut loaded).await;
        starting("app");
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
                        .with_heartbeat_of_its_own()
                        .with_sound(sound)
                        .with_settings_notice(loaded.notice);
                    Ok(Box::new(Page::new(app, &cc.egui_ctx)))
                }),
            )
            .await;
        if let Err(e) = started {
            let detail = e.as_string().unwrap_or_else(|| format!("{e:?}"));
            failed(Failure::of_start(&detail), &detail);
        }
    });
}

/// Why the page could not start, or stopped; its words are in `web/index.html`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failure {
    /// No WebGL context for the canvas (eframe's glow renderer needs one).
    WebGl,
    /// No `localStorage`: the games could not be kept.
    Storage,
    /// Anything else: a panic, or eframe failed to start the app.
    Error,
}

impl Failure {
    /// The reason's name in `web/index.html`.
    fn name(self) -> &'static str {
        match self {
            Self::WebGl => "webgl",
            Self::Storage => "storage",
            Self::Error => "error",
        }
    }

    /// Why eframe's `WebRunner::start` failed: no WebGL context ("WebGL isn't
    /// supported"), the glow painter (its shaders) on a broken WebGL, or the
    /// app.
    fn of_start(detail: &str) -> Self {
        if detail.contains("WebGL") || detail.contains("glow") {
            Self::WebGl
        } else {
            Self::Error
        }
    }
}

/// Says on the page why the app cannot run (`window.friedrichClockFailed`);
/// the console has it too.
fn failed(failure: Failure, detail: &str) {
    log::error!("the app cannot run ({}): {detail}", failure.name());
    let Some(window) = web_sys::window() else {
        return;
    };
    let say = js_sys::Reflect::get(&window, &JsValue::from_str("friedrichClockFailed"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(say) = say {
        let _ = say.call2(
            &JsValue::NULL,
            &JsValue::from_str(failure.name()),
            &JsValue::from_str(detail),
        );
    }
}

/// Whether the page has `localStorage` to keep its games in: the browser may
/// give none (blocked cookies and site data: `null`, or a `SecurityError` on
/// access), or none that takes a write (a quota of nothing). A storage that
/// is merely full is not refused here: the app says NOT SAVING and how to
/// make room.
fn storage_usable() -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let storage = match window.local_storage() {
        Ok(Some(storage)) => storage,
        Ok(None) => return Err("window.localStorage is null".to_owned()),
        Err(e) => return Err(js_text(&e)),
    };
    let probe = format!("{DATA_DIR}/.probe");
    match storage.set_item(&probe, "1") {
        Ok(()) => {
            let _ = storage.remove_item(&probe);
            Ok(())
        }
        Err(e) if storage.length().unwrap_or(0) == 0 => Err(js_text(&e)),
        Err(_) => Ok(()),
    }
}

/// A thrown JS value as text (an exception's name and message).
fn js_text(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map_or_else(
        || e.as_string().unwrap_or_else(|| format!("{e:?}")),
        |e| format!("{}: {}", String::from(e.name()), String::from(e.message())),
    )
}

/// Which step of its start the page is at (`window.friedrichClockStarting`:
/// the mirror, the hall, the app), for a person or a test to see where a
/// start that never finished stands.
fn starting(step: &str) {
    if let Some(window) = web_sys::window() {
        let key = JsValue::from_str("friedrichClockStarting");
        let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_str(step));
    }
}

/// The tournament hall the page's address names (`?key=KEY`, and
/// `&continue=N` to take table N's game over first, before the app looks for
/// an unfinished game), written into the settings' hall row and saved: the
/// address no longer holds the key once the page has read it.
/// Why a take-over failed is said on setup.
async fn hall_from_page(data_dir: &std::path::Path, loaded: &mut settings::Loaded) {
    // A table card's QR code names the table: setup shows it, ready for
    // "Take from the hall".
    let card_table = shipping::table_from_page();
    let (hall, table) = shipping::from_page();
    let Some(hall) = hall else {
        return;
    };
    if let Some(table) = table {
        match shipping::continue_from(&hall, &table, data_dir).await {
            Ok(path) => log::info!("continuing {} from the hall", path.display()),
            Err(e) => {
                let said = friedrich_clock::words::take_refused(loaded.settings.lang, &e);
                log::error!("table {table}: {said}");
                loaded.notice = Some(match loaded.notice.take() {
                    Some(before) => format!("{before}\n{said}"),
                    None => said,
                });
            }
        }
    }
    loaded.settings.hall = hall.url;
    loaded.settings.hall_key = hall.key;
    if let Some(table) = card_table {
        loaded.settings.table = table;
    }
    if let Err(e) = settings::save(data_dir, &loaded.settings) {
        log::warn!("cannot save the hall in the settings: {e}");
    }
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

/// The app on the page, publishing its summary after each pass.
struct Page {
    app: ClockApp,
    /// Where each pass's summary goes: only in a browser driven by a test
    /// or a measurement (`navigator.webdriver`), so that a tablet at a table
    /// never pays for it.
    summary: Option<Summary>,
    /// The table as text beside the canvas.
    readout: Readout,
    /// Frames drawn so far.
    frames: u64,
    /// When the first frame was drawn, in the page's ms since navigation.
    first_frame_ms: Option<f64>,
    /// What the frames cost, by phase.
    cost: FrameCost,
}

/// Whether the browser is driven by WebDriver (`navigator.webdriver`): a
/// test or a measurement, which reads the summary; a person's browser is not.
fn driven() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("navigator")).ok())
        .and_then(|n| js_sys::Reflect::get(&n, &JsValue::from_str("webdriver")).ok())
        .and_then(|d| d.as_bool())
        .unwrap_or(false)
}

/// The page's clock, in ms.
fn page_now() -> Option<f64> {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
}

impl Page {
    /// `app` on the page whose egui context is `ctx`. When a write to the
    /// IndexedDB mirror ends, the summary says so without a frame: nothing
    /// on the screen changed.
    fn new(app: ClockApp, ctx: &egui::Context) -> Self {
        ctx.add_plugin(pacer::Pacer);
        let summary = driven().then(|| Summary::install(ctx));
        if let Some(summary) = &summary {
            let disk = summary.disk_figures();
            friedrich_clock::disk::when_mirror_write_ends(move || disk.refresh());
        }
        // Setup's line and the summary say what the page has: drawn again
        // when the storage's answer comes or a service worker takes over.
        let wake = ctx.clone();
        friedrich_clock::app::secure_page::when_changed(move || friedrich_clock::app::wake(&wake));
        Self {
            app,
            summary,
            readout: Readout::find(),
            frames: 0,
            first_frame_ms: None,
            cost: FrameCost::default(),
        }
    }
}

impl eframe::App for Page {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        if let (Some(now), Some(_)) = (page_now(), &self.summary) {
            self.cost.begin(now, frame.info().cpu_usage);
        }
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        self.frames += 1;
        let view = self.app.view_now();
        self.readout.show(self.app.lang(), view.as_ref());
        if let Some(summary) = &self.summary {
            if let Some(now) = page_now() {
                self.cost.end(now);
                self.first_frame_ms.get_or_insert(now);
            }
            let mut facts = facts(&self.app, view.as_ref(), self.frames, self.first_frame_ms);
            facts["frame_ms"] = self.cost.json();
            summary.pass_drawn(facts);
        }
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        self.app.clear_color(visuals)
    }
}

/// The clock as the pass drew it, for the page's summary (`web/summary.rs`
/// adds egui's signals and publishes it): the screen, the frames drawn (and
/// when the first was, in the page's ms), when this was (`page_ms`, the
/// page's ms: the clock's own time source), the turn, what runs, both
/// clocks, the commands and where they are journaled (and how much of that
/// journal the IndexedDB mirror has on disk, and how many of its writes are
/// under way), the sound (and how many sounds were played), whether the
/// screen is kept awake, what the secure context gives the page (a service
/// worker controls it, a wake lock is offered, the storage's answer:
/// `app/secure_page.rs`), and how the link to the hall stands.
fn facts(
    app: &ClockApp,
    view: Option<&friedrich_clock::engine::View>,
    frames: u64,
    first_frame_ms: Option<f64>,
) -> serde_json::Value {
    let page_ms = page_now();
    let journal = app.journal_path();
    let powers = friedrich_clock::app::secure_page::now();
    serde_json::json!({
        "screen": format!("{:?}", app.screen()),
        "frames": frames,
        "first_frame_ms": first_frame_ms,
        "page_ms": page_ms,
        "turn": view.map(|v| v.turn),
        "running": view.map(|v| format!("{:?}", v.running)),
        "jury_stopwatch": view.map(|v| v.jury_stopwatch),
        "frederick_ms": view.map(|v| v.frederick.remaining),
        "attackers_ms": view.map(|v| v.attackers.remaining),
        "commands": app.engine().map(|e| e.log().len()),
        "journal": journal.map(|p| p.display().to_string()),
        "journal_on_disk": journal.and_then(friedrich_clock::disk::on_disk),
        "mirror_pending": friedrich_clock::disk::mirror_writes_pending(),
        "not_saving": app.not_saving(),
        "sound": format!("{:?}", app.sound_status()),
        "sounds_played": friedrich_clock::sound::handed_over(),
        "awake": friedrich_clock::app::awake_held(),
        "secure_context": powers.as_ref().map(|p| p.secure),
        "offline_ready": powers.as_ref().map(|p| p.offline),
        "wake_lock_offered": powers.as_ref().map(|p| p.awake),
        "storage_kept": powers.as_ref().and_then(|p| p.storage.name()),
        "hall": app.hall_status().map(|s| format!("{s:?}")),
        "hall_gone": app.hall_gone().0,
        "new_hall_asked": app.hall_gone().1,
        "setup_notice": app.setup_notice(),
        "question": app.question(),
        "taken": app.taken_game().map(|g| format!("{}/{}", g.round, g.table)),
    })
}
