//! What the page's frames cost, for the summary (`frame_ms`), measured only
//! in a browser driven by a test or a measurement.

/// What a frame costs on the page's clock, averaged over the last
/// [`FrameCost::SPAN`] frames: the app's pass (its logic and screens, the
/// page's clock read around them) and the rest of eframe's frame (egui's end
/// of the pass, tessellation, painting through WebGL: eframe's own
/// `cpu_usage` of the frame before, less that frame's app pass). The GPU's
/// own work (in software: SwiftShader) is not on the page's clock.
#[derive(Default)]
pub struct FrameCost {
    /// When this frame's pass began.
    began: f64,
    /// The app's pass of the frame before.
    last_app: Option<f64>,
    /// The app's passes summed, and their number.
    app: (f64, u32),
    /// The rest of each frame summed, and their number.
    rest: (f64, u32),
}

impl FrameCost {
    /// Frames averaged over.
    const SPAN: u32 = 60;

    /// The pass begins at `now` (ms); `total_s` is eframe's cost of the
    /// frame before, if known.
    pub fn begin(&mut self, now: f64, total_s: Option<f32>) {
        self.began = now;
        if let (Some(total), Some(app)) = (total_s, self.last_app) {
            add(&mut self.rest, (f64::from(total) * 1_000.0 - app).max(0.0));
        }
    }

    /// The pass ended at `now`.
    pub fn end(&mut self, now: f64) {
        let app = now - self.began;
        self.last_app = Some(app);
        add(&mut self.app, app);
    }

    /// The averages, in ms, rounded to µs.
    pub fn json(&self) -> serde_json::Value {
        let mean = |(sum, n): (f64, u32)| (n > 0).then(|| (sum / f64::from(n) * 1e3).round() / 1e3);
        let (app, rest) = (mean(self.app), mean(self.rest));
        serde_json::json!({
            "app": app,
            "rest": rest,
            "total": app.zip(rest).map(|(a, r)| a + r),
            "frames": self.app.1,
        })
    }
}

/// Adds `value` to a running mean's sum, restarting it every
/// [`FrameCost::SPAN`] values (the last span's mean, more or less).
fn add(sum: &mut (f64, u32), value: f64) {
    if sum.1 >= FrameCost::SPAN {
        *sum = (sum.0 / f64::from(sum.1), 1);
    }
    sum.0 += value;
    sum.1 += 1;
}
