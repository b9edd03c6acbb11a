//! The page's read-only summary of the clock in `window.friedrichClock`
//! (JSON), for browser tests and measurements, written at the end of every
//! egui pass: what the app shows, and the page's own signals that a test
//! waits on instead of a timer that a busy machine can beat — whether egui has
//! drawn all that its input led to (`settled`), how many releases of a finger
//! or a button and turns of the wheel it has taken, when the summary was made
//! on the page's clock, and what of the journal the IndexedDB mirror has on
//! disk.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use wasm_bindgen::JsValue;

/// What the app said in a pass, and what the page has taken from its input:
/// shared by [`Summary`] (the app's side) and [`Signals`] (egui's side).
#[derive(Default)]
struct Shared {
    /// The app's facts of the pass under way, published when it ends.
    facts: Option<serde_json::Map<String, serde_json::Value>>,
    /// Releases of a button or a finger taken (a tap is taken once its
    /// release is).
    releases: u64,
    /// Turns of the mouse wheel taken.
    wheels: u64,
    /// The summary last published, to be brought up to date between frames
    /// (what the IndexedDB mirror has on disk).
    published: Option<serde_json::Map<String, serde_json::Value>>,
}

/// The app's side of the summary: hands each pass's facts to [`Signals`],
/// which publishes them when the pass ends.
pub struct Summary(Arc<Mutex<Shared>>);

impl Summary {
    /// Publishes the summary at the end of every pass of `ctx` from now on.
    pub fn install(ctx: &egui::Context) -> Self {
        let shared = Arc::new(Mutex::new(Shared::default()));
        ctx.add_plugin(Signals(Arc::clone(&shared)));
        Self(shared)
    }

    /// The app's facts as the pass drew them (a JSON object: `facts` in
    /// `web.rs`), published when the pass ends.
    pub fn pass_drawn(&self, facts: serde_json::Value) {
        if let (Ok(mut shared), serde_json::Value::Object(facts)) = (self.0.lock(), facts) {
            shared.facts = Some(facts);
        }
    }

    /// A handle that brings the published summary's disk figures up to date
    /// without a frame (a write to the IndexedDB mirror ended: nothing on the
    /// screen changed, so the page draws nothing for it).
    pub fn disk_figures(&self) -> DiskFigures {
        DiskFigures(Arc::clone(&self.0))
    }
}

/// Brings `journal_on_disk` and `mirror_pending` of the published summary up
/// to date, between frames.
pub struct DiskFigures(Arc<Mutex<Shared>>);

impl DiskFigures {
    /// Republishes the last summary with what the mirror has on disk now.
    pub fn refresh(&self) {
        let Ok(mut shared) = self.0.lock() else {
            return;
        };
        let Some(facts) = shared.published.as_mut() else {
            return;
        };
        let on_disk = facts
            .get("journal")
            .and_then(serde_json::Value::as_str)
            .and_then(|j| friedrich_clock::disk::on_disk(std::path::Path::new(j)));
        facts.insert("journal_on_disk".into(), on_disk.into());
        facts.insert(
            "mirror_pending".into(),
            friedrich_clock::disk::mirror_writes_pending().into(),
        );
        publish(facts);
    }
}

/// Writes `facts` to the page as `window.friedrichClock`.
fn publish(facts: &serde_json::Map<String, serde_json::Value>) {
    if let Some(window) = web_sys::window() {
        let text = serde_json::Value::Object(facts.clone()).to_string();
        let key = JsValue::from_str("friedrichClock");
        let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_str(&text));
    }
}

/// egui's side of the summary, as a plugin: counts the input each frame
/// takes, and at the end of each pass adds whether egui asked for another
/// frame at once and writes the summary to the page.
struct Signals(Arc<Mutex<Shared>>);

impl egui::Plugin for Signals {
    fn debug_name(&self) -> &'static str {
        "friedrich-clock summary"
    }

    fn input_hook(&mut self, _ctx: &egui::Context, input: &mut egui::RawInput) {
        let Ok(mut shared) = self.0.lock() else {
            return;
        };
        for event in &input.events {
            match event {
                egui::Event::PointerButton { pressed: false, .. } => shared.releases += 1,
                egui::Event::MouseWheel { .. } => shared.wheels += 1,
                _ => {}
            }
        }
    }

    fn output_hook(&mut self, ctx: &egui::Context, output: &mut egui::FullOutput) {
        let Ok(mut shared) = self.0.lock() else {
            return;
        };
        let Some(mut facts) = shared.facts.take() else {
            return;
        };
        // The text on screen: its smallest size, and how far left and right
        // it reaches (past the screen's edge: cut off), in CSS pixels.
        let screen = ctx.content_rect();
        let text = Text::of(&output.shapes, screen);
        facts.insert("screen_width".into(), screen.width().into());
        facts.insert("text_least_px".into(), text.least.into());
        facts.insert("text_left".into(), text.left.into());
        facts.insert("text_right".into(), text.right.into());
        // Settled: egui asked for no frame at once (an animation, a scroll
        // easing out, a dialog's second layout, input to answer), only later
        // ones if any (a running clock's next second, a poll): what was drawn
        // stays until something happens, and a tap finds what it shows.
        let settled = output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .is_some_and(|v| v.repaint_delay > Duration::ZERO);
        facts.insert("settled".into(), settled.into());
        facts.insert("releases".into(), shared.releases.into());
        facts.insert("wheels".into(), shared.wheels.into());
        publish(&facts);
        shared.published = Some(facts);
    }
}

/// What the text drawn in a pass says of the layout.
struct Text {
    /// The smallest font size, in points.
    least: f32,
    /// The leftmost edge of any text.
    left: f32,
    /// The rightmost edge of any text.
    right: f32,
}

impl Text {
    /// The text among `shapes` that is within `screen`'s height (text
    /// scrolled out of sight above or below does not count).
    fn of(shapes: &[egui::epaint::ClippedShape], screen: egui::Rect) -> Self {
        fn walk(shape: &egui::Shape, screen: egui::Rect, text: &mut Text) {
            match shape {
                egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, screen, text)),
                egui::Shape::Text(t) if !t.galley.job.text.trim().is_empty() => {
                    let rect = t.galley.rect.translate(t.pos.to_vec2());
                    if rect.bottom() <= screen.top() || rect.top() >= screen.bottom() {
                        return;
                    }
                    for section in &t.galley.job.sections {
                        text.least = text.least.min(section.format.font_id.size);
                    }
                    text.left = text.left.min(rect.left());
                    text.right = text.right.max(rect.right());
                }
                _ => {}
            }
        }
        let mut text = Self {
            least: f32::INFINITY,
            left: f32::INFINITY,
            right: f32::NEG_INFINITY,
        };
        for clipped in shapes {
            walk(&clipped.shape, screen, &mut text);
        }
        text
    }
}
