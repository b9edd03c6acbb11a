//! Touch widgets: buttons that act on touch-down, like a chess clock's button.

use egui::{
    Align2, Color32, CornerRadius, FontId, Rect, Response, Sense, Stroke, StrokeKind, Ui, Vec2,
    WidgetInfo,
};

/// The smallest touch target, in points.
pub const MIN_TOUCH: f32 = 48.0;

/// Room between rows and buttons.
pub const GAP: f32 = 10.0;

/// Whether the screen is a phone held upright (narrower than 600 px): the
/// jury view and the report are then one column. The screen's width, not the
/// panel's: a row that overflows widens the panel.
pub fn narrow(ui: &Ui) -> bool {
    ui.ctx().content_rect().width() < 600.0
}

/// A text field's width: `desired`, or the row's width if less (a phone).
pub fn field_width(ui: &Ui, desired: f32) -> f32 {
    desired.min(ui.available_width())
}

/// A text field's hint, at a size a phone's user can read.
pub fn hint(text: &str) -> egui::RichText {
    egui::RichText::new(text).size(size::SMALL)
}

/// A button whose label stays on one line when the row's whole width
/// allows: it then starts a new row rather than wrapping its label where the
/// row has less room left (setup's Take from the hall on a phone).
pub fn one_line_button(ui: &Ui, text: egui::RichText) -> egui::Button<'static> {
    let galley = egui::WidgetText::from(text.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let padding = 2.0 * ui.spacing().button_padding.x;
    let mode = if galley.size().x + padding <= ui.max_rect().width() {
        egui::TextWrapMode::Extend
    } else {
        egui::TextWrapMode::Wrap
    };
    egui::Button::new(text).wrap_mode(mode)
}

/// `text` broken between words (or after a hyphen) into lines of about
/// `width` characters (a longer word stays whole): a table's cell on a
/// phone, where egui's grid does not wrap.
pub fn lines(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        for (i, piece) in word.split_inclusive('-').enumerate() {
            let n = piece.chars().count();
            // After a hyphen the word goes on without a space.
            let space = usize::from(line > 0 && i == 0);
            if line > 0 && line + space + n > width {
                out.push('\n');
                line = 0;
            } else if space == 1 {
                out.push(' ');
                line += 1;
            }
            out.push_str(piece);
            line += n;
        }
    }
    out
}

/// A grid cell whose contents wrap onto more lines downwards from its top.
/// egui's wrapped row alone, in a grid, starts at the middle of the row's
/// last height and runs into the row below on a narrow screen.
pub fn wrapped<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    ui.vertical(|ui| ui.horizontal_wrapped(add).inner).inner
}

/// Text sizes, in points, from the report sheet's small print to the primary button.
pub mod size {
    /// The smallest text anywhere: a label that must shrink to fit stops here
    /// (a phone held at arm's length).
    pub const MIN: f32 = 14.0;
    /// The report sheet's formulas.
    pub const FINE: f32 = 15.0;
    /// The report sheet's rows.
    pub const SHEET: f32 = 16.0;
    /// The report sheet's headings.
    pub const SHEET_HEAD: f32 = 17.0;
    /// Small print: log lines, hints under a field.
    pub const SMALL: f32 = 18.0;
    /// The table's secondary buttons (ten in a row).
    pub const SECONDARY: f32 = 19.0;
    /// Notes: a refusal under the banner, a warning.
    pub const NOTE: f32 = 20.0;
    /// Ordinary text and buttons.
    pub const BODY: f32 = 22.0;
    /// Form labels and the clock captions of a small screen.
    pub const LABEL: f32 = 24.0;
    /// Pickers' labels and the word RUNNING.
    pub const MEDIUM: f32 = 26.0;
    /// Large text: the clock captions, a side's title on a small screen.
    pub const LARGE: f32 = 28.0;
    /// The retreat picker's choices.
    pub const CHOICE: f32 = 30.0;
    /// The report's title.
    pub const SUBTITLE: f32 = 32.0;
    /// A clock panel's title.
    pub const HEADING: f32 = 34.0;
    /// The banner and the screens' titles.
    pub const TITLE: f32 = 36.0;
    /// Start game and the recovery title.
    pub const DISPLAY: f32 = 40.0;
    /// The table's primary button.
    pub const PRIMARY: f32 = 52.0;
}

/// Colours that stay apart for colour-blind players: blue and orange, never red/green.
pub mod palette {
    use egui::Color32;

    /// The running side's panel.
    pub const RUNNING: Color32 = Color32::from_rgb(0xF2, 0xA1, 0x2C);
    /// Text on the running panel.
    pub const ON_RUNNING: Color32 = Color32::from_rgb(0x10, 0x10, 0x10);
    /// An idle panel's outline, and disabled buttons.
    pub const IDLE: Color32 = Color32::from_rgb(0x26, 0x2A, 0x33);
    /// Text on an idle panel.
    pub const ON_IDLE: Color32 = Color32::from_rgb(0x9A, 0xA3, 0xB0);
    /// The primary button.
    pub const PRIMARY: Color32 = Color32::from_rgb(0x1F, 0x6F, 0xD1);
    /// A warning banner (call the jury, out of time).
    pub const ALERT: Color32 = Color32::from_rgb(0xB8, 0x3A, 0x9E);
    /// An ordinary button.
    pub const BUTTON: Color32 = Color32::from_rgb(0x3A, 0x40, 0x4C);
    /// White text.
    pub const TEXT: Color32 = Color32::WHITE;
    /// A warning that does not stop the game (no sound, not saving).
    pub const WARNING: Color32 = Color32::from_rgb(0xFF, 0x70, 0x70);
}

/// Whether the primary pointer went down on this widget during this frame. Acting
/// on the press, not the release, makes a hand-off take effect at the touch (a
/// whole tap within one frame counts too; a modal dialog on top blocks it).
pub fn pressed(ui: &Ui, response: &Response) -> bool {
    ui.is_enabled() && response.contains_pointer() && ui.input(|i| i.pointer.primary_pressed())
}

/// The touch-button builder: a button of a given size that fires on
/// touch-down, `Touch::new("Undo", size).text(size::BODY).show(ui)`.
#[must_use = "a button does nothing until shown"]
pub struct Touch<'a> {
    label: &'a str,
    size: Vec2,
    text: f32,
    fill: Color32,
    enabled: bool,
}

impl<'a> Touch<'a> {
    /// An enabled ordinary button of `size` (at least 48 px each way).
    pub fn new(label: &'a str, size: Vec2) -> Self {
        Self {
            label,
            size,
            text: size::BODY,
            fill: palette::BUTTON,
            enabled: true,
        }
    }

    /// Its text size (one of [`size`]); a label shrinks to keep words whole.
    pub fn text(self, text: f32) -> Self {
        Self { text, ..self }
    }

    /// Its colour (one of [`palette`]).
    pub fn fill(self, fill: Color32) -> Self {
        Self { fill, ..self }
    }

    /// Whether it can be pressed; a disabled button is greyed out.
    pub fn enabled(self, enabled: bool) -> Self {
        Self { enabled, ..self }
    }

    /// Draws it; true on the press.
    pub fn show(self, ui: &mut Ui) -> bool {
        press_button(
            ui,
            self.label,
            self.size,
            self.text,
            self.fill,
            self.enabled,
        )
    }
}

/// A button of the given size that fires on touch-down. Returns true on the press.
fn press_button(
    ui: &mut Ui,
    label: &str,
    size: Vec2,
    font_size: f32,
    fill: Color32,
    enabled: bool,
) -> bool {
    let size = size.max(Vec2::splat(MIN_TOUCH));
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    describe(&response, label, enabled);
    let pressed = enabled && pressed(ui, &response);
    let (fill, text) = if enabled {
        (fill, palette::TEXT)
    } else {
        (palette::IDLE, palette::ON_IDLE.gamma_multiply(0.5))
    };
    let painter = ui.painter();
    painter.rect_filled(rect, CornerRadius::same(10), fill);
    if response.is_pointer_button_down_on() && enabled {
        painter.rect_stroke(
            rect,
            CornerRadius::same(10),
            Stroke::new(4.0, palette::TEXT),
            StrokeKind::Inside,
        );
    }
    button_label(ui, rect, label, font_size, text);
    pressed
}

/// How much narrower a button's label is than its button.
pub const LABEL_MARGIN: f32 = 16.0;

/// Paints a button's label centred in `rect`: as large as `size` allows with
/// every word whole, wrapped between words, and its lines within the
/// button's height; returns where it went.
pub fn button_label(ui: &Ui, rect: Rect, label: &str, size: f32, colour: Color32) -> Rect {
    let width = rect.width() - LABEL_MARGIN;
    let mut size = word_fitting_size(ui, label, size, width);
    let layout = |size| {
        let font = FontId::proportional(size);
        ui.painter().layout(label.to_owned(), font, colour, width)
    };
    let mut galley = layout(size);
    // Smaller again while its lines are taller than the button.
    while galley.size().y > rect.height() - 4.0 && size > size::MIN {
        size = (size - 1.0).max(size::MIN);
        galley = layout(size);
    }
    let at = Rect::from_center_size(rect.center(), galley.size());
    ui.painter().galley(at.min, galley, colour);
    at
}

/// The largest size up to `size` at which every word of `label` fits `width`,
/// so a label wraps only between words ("Frederick: / conquest", never
/// "Frederic / k"); never below [`size::MIN`] (a word too long even then
/// breaks).
pub fn word_fitting_size(ui: &Ui, label: &str, size: f32, width: f32) -> f32 {
    let widest = widest_word(ui, label, size);
    if widest > width && widest > 0.0 {
        (size * width / widest).floor().max(size::MIN.min(size))
    } else {
        size
    }
}

/// How wide the widest word of `label` is at `size`.
pub fn widest_word(ui: &Ui, label: &str, size: f32) -> f32 {
    label
        .split_whitespace()
        .map(|word| {
            ui.painter()
                .layout_no_wrap(word.to_owned(), FontId::proportional(size), Color32::WHITE)
                .size()
                .x
        })
        .fold(0.0, f32::max)
}

/// Widths for buttons labelled `labels` side by side in `room` (less the
/// gaps): each as wide as its label needs at `size` on two lines at most
/// (its widest word, and more than half the whole), what is left shared
/// out; all narrower alike when they do not fit.
pub fn widths_by_words(ui: &Ui, labels: &[&str], size: f32, room: f32) -> Vec<f32> {
    let whole = |label: &str| {
        ui.painter()
            .layout_no_wrap(label.to_owned(), FontId::proportional(size), Color32::WHITE)
            .size()
            .x
    };
    let least: Vec<f32> = labels
        .iter()
        .map(|l| widest_word(ui, l, size).max(0.6 * whole(l)) + LABEL_MARGIN)
        .collect();
    let total: f32 = least.iter().sum();
    if total <= room {
        let more = (room - total) / labels.len().max(1) as f32;
        least.iter().map(|w| w + more).collect()
    } else {
        least.iter().map(|w| w * room / total).collect()
    }
}

/// Gives a painted widget its label for screen readers and UI tests.
pub fn describe(response: &Response, label: &str, enabled: bool) {
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label));
}

/// Paints text centred in a rect; returns where it went.
pub fn centered_text(ui: &Ui, rect: Rect, text: &str, font: FontId, color: Color32) -> Rect {
    ui.painter()
        .text(rect.center(), Align2::CENTER_CENTER, text, font, color)
}

/// Paints one line of text centred in a rect, shrunk to fit its width (not
/// below [`size::MIN`]; what is still too long then ends in "…"); returns
/// where it went.
pub fn fitted_text(ui: &Ui, rect: Rect, text: &str, size: f32, color: Color32) -> Rect {
    let painter = ui.painter();
    let wide = painter
        .layout_no_wrap(text.to_owned(), FontId::proportional(size), color)
        .size()
        .x;
    let size = if wide > rect.width() && wide > 0.0 {
        (size * rect.width() / wide)
            .floor()
            .max(size::MIN.min(size))
    } else {
        size
    };
    let mut job = egui::text::LayoutJob::simple_singleline(
        text.to_owned(),
        FontId::proportional(size),
        color,
    );
    job.wrap = egui::text::TextWrapping::truncate_at_width(rect.width());
    let galley = painter.layout_job(job);
    let at = Align2::CENTER_CENTER.anchor_size(rect.center(), galley.size());
    painter.galley(at.min, galley, color);
    at
}

/// Makes painted text readable by screen readers and UI tests.
pub fn a11y_label(
    ui: &Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    text: &str,
) {
    let response = ui.interact(rect, ui.scope_id().with(id_salt), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, text));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phones_table_cell_breaks_between_words() {
        assert_eq!(lines("Out after turn", 10), "Out after\nturn");
        assert_eq!(
            lines("Ausgeschieden nach Zug", 10),
            "Ausgeschieden\nnach Zug"
        );
        assert_eq!(lines("Nation", 10), "Nation");
        assert_eq!(lines("Stoppuhr-Phasen", 9), "Stoppuhr-\nPhasen");
        assert_eq!(lines("Jury-PIN", 9), "Jury-PIN");
    }

    #[test]
    fn a_word_too_wide_for_the_button_shrinks_the_label_instead_of_breaking() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let size = word_fitting_size(ui, "Frederick: conquest", 19.0, 70.0);
            assert!(size < 19.0, "{size}");
            let widest = ui
                .painter()
                .layout_no_wrap(
                    "Frederick:".to_owned(),
                    FontId::proportional(size),
                    Color32::WHITE,
                )
                .size()
                .x;
            assert!(widest <= 70.0, "{widest}");
            assert_eq!(word_fitting_size(ui, "Undo", 19.0, 60.0), 19.0);
            // Never below 14 px, the least a phone's user reads: a word too
            // long even then breaks.
            assert_eq!(
                word_fitting_size(ui, "Frederick: conquest", 19.0, 30.0),
                14.0
            );
            // Two words too wide together go on two lines, inside the button
            // (a phone's "Jury view" ran past its button's edge).
            let button = Rect::from_min_size(egui::pos2(330.0, 620.0), egui::vec2(70.0, 72.0));
            let text = button_label(ui, button, "Jury view", 19.0, Color32::WHITE);
            assert!(button.contains_rect(text), "{text:?} outside {button:?}");
        });
        // No renderer here: the font atlas' upload is dropped on purpose.
        output.textures_delta.clear();
    }
}
