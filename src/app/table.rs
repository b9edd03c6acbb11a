//! Pompadour's table view: two huge clocks, the state in words, one dominant
//! primary button, and the secondary actions the engine allows now.

use egui::{Color32, CornerRadius, Stroke, StrokeKind, Ui, Vec2, vec2};

use crate::engine::{Command, FateCard, PhaseView, Side, StopReason, View};

use super::action::Picker;
use super::action::{Action, Actions, Facts, command_button, primary_button};
use super::clock_face::clocks_ui;
use super::jury_gate::{JuryGate, pin_prompt_ui};
use super::pickers::{RETREAT_PHONE, RETREAT_ROW_LOW, retreat_picker, shuffle_picker};
use super::text::{self, Lang, T};
use super::widgets::{
    GAP, LABEL_MARGIN, Touch, a11y_label, fitted_text, narrow, palette, size, word_fitting_size,
};
use super::words;

/// The table view's own state: the open picker and the jury gesture.
#[derive(Debug, Default)]
pub(super) struct TableScreen {
    /// A picker open in the action row (retreat, shuffle, jury PIN).
    pub(super) picker: Option<Picker>,
    /// The jury gesture that opens the jury view (E.13a).
    pub(super) gate: JuryGate,
}

/// What a secondary button of the table does.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Secondary {
    /// Sends a command.
    Send(Command),
    /// Opens the retreat picker.
    RetreatPicker,
    /// Opens the shuffle picker.
    ShufflePicker,
    /// Opens the jury view, with the jury gesture.
    JuryView,
}

impl TableScreen {
    /// Draws the table view; returns what was tapped.
    pub(super) fn ui(&mut self, ui: &mut Ui, v: &View, f: &Facts<'_>) -> Actions {
        let mut out = Vec::new();
        ui.spacing_mut().item_spacing = vec2(GAP, GAP);
        let w = ui.available_width();
        let total_h = ui.available_height();
        let show_fate = v.fate_time;
        // A 7" tablet (600 px high) gets a slimmer banner, primary button and
        // retreat picker, so the digits stay large; a phone held upright
        // (narrow) stacks its buttons in more, lower rows.
        let compact = total_h < 700.0;
        let narrow = narrow(ui);
        let extra_h = match &self.picker {
            Some(Picker::Retreat(_)) if narrow => RETREAT_PHONE,
            Some(Picker::Retreat(_)) if compact => 2.0 * RETREAT_ROW_LOW + GAP,
            Some(Picker::Retreat(_)) => 176.0,
            Some(_) => 72.0,
            None if show_fate && narrow => FATE_PHONE_H,
            None if show_fate => 230.0,
            None if narrow => 3.0 * PHONE_ROW + 2.0 * GAP,
            None if two_rows(w) => 72.0 * 2.0 + GAP,
            None => 72.0,
        };
        let banner_h = if compact || narrow { 64.0 } else { 84.0 };
        let (primary_h, primary_font) = if narrow {
            ((total_h * 0.13).max(100.0), size::DISPLAY)
        } else if compact {
            ((total_h * 0.2).max(96.0), size::PRIMARY)
        } else {
            ((total_h * 0.22).max(160.0), size::PRIMARY)
        };
        let clocks_h = total_h - banner_h - extra_h - primary_h - 3.0 * GAP;

        out.extend(banner_ui(ui, v, f, vec2(w, banner_h)));
        clocks_ui(ui, v, f, vec2(w, clocks_h), &mut out);
        match &mut self.picker {
            Some(Picker::Retreat(winner)) => {
                out.extend(retreat_picker(ui, f.lang, winner, w, (narrow, compact)));
            }
            Some(Picker::Shuffle) => shuffle_picker(ui, f, w, &mut out),
            Some(Picker::JuryPin { .. }) => pin_prompt_ui(ui, f, &mut self.picker, &mut out),
            None if show_fate => self.fate_ui(ui, v, f, (w, narrow), &mut out),
            None => self.secondary_ui(ui, v, f, (w, narrow), &mut out),
        }
        out.extend(primary_button(ui, v, f, (vec2(w, primary_h), primary_font)));
        out
    }

    fn secondary_ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        (w, narrow): (f32, bool),
        out: &mut Actions,
    ) {
        let lang = f.lang;
        let stop = |reason| Secondary::Send(Command::Stop { reason });
        let conquest = |side| {
            (
                format!("{}: {}", text::side(lang, side), short_conquest(lang)),
                Secondary::Send(Command::Conquest { side }),
            )
        };
        let buttons: [(String, Secondary); 10] = [
            (T::Combat.get(lang).to_owned(), stop(StopReason::Combat)),
            if v.retreat.is_some() {
                (
                    T::PassRetreat.get(lang).to_owned(),
                    Secondary::Send(Command::PassRetreat),
                )
            } else {
                (
                    format!("{}…", T::Retreat.get(lang)),
                    Secondary::RetreatPicker,
                )
            },
            conquest(Side::Frederick),
            conquest(Side::Attackers),
            (T::Jury.get(lang).to_owned(), stop(StopReason::Jury)),
            (T::Rules.get(lang).to_owned(), stop(StopReason::Rules)),
            (T::Break.get(lang).to_owned(), stop(StopReason::Break)),
            shuffle_button(lang, v),
            (T::Undo.get(lang).to_owned(), Secondary::Send(Command::Undo)),
            (T::JuryView.get(lang).to_owned(), Secondary::JuryView),
        ];
        // One row of ten; two rows of five on a screen held upright; on a
        // phone the four stops, then the retreat and the conquests, then
        // the rest (four, three and three).
        let rows: Vec<Vec<(String, Secondary)>> = if narrow {
            let mut by_index: Vec<Option<(String, Secondary)>> =
                buttons.into_iter().map(Some).collect();
            [&[0, 4, 5, 6][..], &[1, 2, 3], &[7, 8, 9]]
                .iter()
                .map(|row| row.iter().filter_map(|i| by_index[*i].take()).collect())
                .collect()
        } else {
            let per_row = if two_rows(w) { 5 } else { 10 };
            let mut buttons = buttons.into_iter().peekable();
            std::iter::from_fn(|| {
                buttons.peek()?;
                Some(buttons.by_ref().take(per_row).collect())
            })
            .collect()
        };
        let height = if narrow { PHONE_ROW } else { 72.0 };
        let width = |n: usize| (w - (n - 1) as f32 * GAP) / n as f32;
        // One text size for them all: the largest at which every word fits.
        let text = rows
            .iter()
            .flat_map(|row| {
                let inside = width(row.len()) - LABEL_MARGIN;
                row.iter()
                    .map(move |(label, _)| (label.clone(), inside))
                    .collect::<Vec<_>>()
            })
            .map(|(label, inside)| word_fitting_size(ui, &label, size::SECONDARY, inside))
            .fold(size::SECONDARY, f32::min);
        for row in rows {
            let bw = width(row.len());
            ui.horizontal(|ui| {
                for button in row {
                    self.secondary_button(ui, v, f, button, (vec2(bw, height), text), out);
                }
            });
        }
    }

    fn secondary_button(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        (label, action): (String, Secondary),
        (size, text): (Vec2, f32),
        out: &mut Actions,
    ) {
        let enabled = match &action {
            Secondary::Send(c) => f.allows(c),
            Secondary::RetreatPicker => v.retreat_possible,
            Secondary::ShufflePicker => may_shuffle(f),
            Secondary::JuryView => {
                out.extend(self.gate.button_ui(ui, f, size, text));
                return;
            }
        };
        if Touch::new(&label, size)
            .text(text)
            .enabled(enabled)
            .show(ui)
        {
            out.push(match action {
                Secondary::Send(c) => Action::Command(c),
                Secondary::RetreatPicker => Action::Open(Picker::Retreat(None)),
                Secondary::ShufflePicker => Action::Open(Picker::Shuffle),
                Secondary::JuryView => return,
            });
        }
    }

    fn fate_ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        (w, narrow): (f32, bool),
        out: &mut Actions,
    ) {
        let lang = f.lang;
        let drawn: Vec<FateCard> = v.fate.iter().map(|(_, c)| *c).collect();
        let caption = match v.fate.last() {
            Some((_, card)) => {
                let earlier = &drawn[..drawn.len() - 1];
                format!(
                    "{}: {} — {}",
                    T::FateDrawn.get(lang),
                    words::card(lang, *card),
                    words::effect(lang, card.effect(earlier))
                )
            }
            None => T::CardOfFate.get(lang).to_owned(),
        };
        ui.label(egui::RichText::new(caption).size(size::LABEL));
        if let Some(w) = &v.fate_warning {
            ui.label(
                egui::RichText::new(words::fate_warning(lang, w))
                    .size(size::NOTE)
                    .color(palette::WARNING),
            );
        }
        // Nine a row; on a phone the named cards three a row and the
        // numbered six, so their names stay readable.
        let all = FateCard::all();
        let (named, numbered) = all.split_at(6);
        let (rows, card_h): (Vec<&[FateCard]>, f32) = if narrow {
            (
                named.chunks(3).chain(numbered.chunks(6)).collect(),
                PHONE_CARD,
            )
        } else {
            (all.chunks(9).collect(), 64.0)
        };
        for row in rows {
            let n = row.len() as f32;
            let bw = (w - (n - 1.0) * GAP) / n;
            ui.horizontal(|ui| {
                for card in row {
                    let label = match card {
                        FateCard::Other(n) => format!("{n}"),
                        named => words::card(lang, *named),
                    };
                    let command = Command::Fate { card: *card };
                    command_button(ui, f, out, &label, (vec2(bw, card_h), size::BODY), command);
                }
            });
        }
        let per_row = if narrow { 3.0 } else { 4.0 };
        let bw = (w - (per_row - 1.0) * GAP) / per_row;
        ui.horizontal(|ui| {
            let (label, command) = if v.shuffling {
                (T::ShuffleDone.get(lang), Command::ShuffleDone)
            } else {
                (T::Shuffle.get(lang), Command::Shuffle)
            };
            let button = (vec2(bw, 56.0), size::BODY);
            command_button(ui, f, out, label, button, command);
            command_button(ui, f, out, T::Undo.get(lang), button, Command::Undo);
            out.extend(self.gate.button_ui(ui, f, vec2(bw, 56.0), size::BODY));
        });
    }
}

/// The banner: what is going on, and a refusal or a warning under it; with
/// "New hall address…" at its end once the hall has been silent a minute.
fn banner_ui(ui: &mut Ui, v: &View, f: &Facts<'_>, size: Vec2) -> Option<Action> {
    let lang = f.lang;
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let (rect, asked) = if f.hall_gone {
        super::new_hall::button_ui(ui, lang, rect)
    } else {
        (rect, None)
    };
    let alert = v.call_jury.is_some() || v.out_of_time.is_some() || v.stage_over;
    let fill = if alert { palette::ALERT } else { palette::IDLE };
    if alert {
        ui.painter().rect_filled(rect, CornerRadius::same(10), fill);
    } else {
        ui.painter().rect_stroke(
            rect,
            CornerRadius::same(10),
            Stroke::new(3.0, fill),
            StrokeKind::Inside,
        );
    }
    let mut line = words::banner(lang, v);
    if v.call_jury.is_some() && v.out_of_time.is_none() && v.phase != PhaseView::GameOver {
        line = format!("{line} — {}", T::CallJury.get(lang));
    }
    // A refused command's reason, or else the warnings that nothing is saved or heard.
    let mut warnings = Vec::new();
    if let Some(e) = f.not_saving {
        warnings.push(format!("{}: {e}", T::NotSaving.get(lang)));
    }
    if f.no_sound {
        warnings.push(T::NoSound.get(lang).to_owned());
    }
    // The hall's link only when something is wrong with it.
    if let Some((text, true)) = f.hall.as_ref().and_then(|s| words::hall(lang, s)) {
        warnings.push(text);
    }
    let notice = match f.notice {
        Some(n) => Some((n.to_owned(), Color32::from_rgb(0xFF, 0xD8, 0x6B))),
        // On the magenta alert banner the warning colour is hard to read: white.
        None if !warnings.is_empty() => {
            let color = if alert {
                palette::TEXT
            } else {
                palette::WARNING
            };
            Some((warnings.join("  ·  "), color))
        }
        None => None,
    };
    let (main, notice_rect) =
        rect.split_top_bottom_at_fraction(if notice.is_some() { 0.62 } else { 1.0 });
    fitted_text(
        ui,
        main.shrink2(vec2(8.0, 0.0)),
        &line,
        size::TITLE,
        palette::TEXT,
    );
    if let Some((notice, color)) = notice {
        fitted_text(
            ui,
            notice_rect.shrink2(vec2(8.0, 0.0)),
            &notice,
            size::NOTE,
            color,
        );
        a11y_label(ui, notice_rect, "notice", &notice);
    }
    a11y_label(ui, rect, "banner", &line);
    asked
}

/// Whether Pompadour may shuffle now, off the clock or on it.
pub(super) fn may_shuffle(f: &Facts<'_>) -> bool {
    f.allows(&Command::Shuffle) || f.allows(&super::pickers::SHUFFLE_OFF)
}

/// "Shuffle done" while Pompadour shuffles on the clock, else "Shuffle…".
fn shuffle_button(lang: Lang, v: &View) -> (String, Secondary) {
    if v.shuffling {
        (
            T::ShuffleDone.get(lang).to_owned(),
            Secondary::Send(Command::ShuffleDone),
        )
    } else {
        (
            T::ShuffleMenu.get(lang).to_owned(),
            Secondary::ShufflePicker,
        )
    }
}

fn short_conquest(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "conquest",
        Lang::De => "Eroberung",
        Lang::Es => "conquista",
    }
}

/// The height of a row of secondary buttons on a phone.
const PHONE_ROW: f32 = 56.0;

/// The height of a Card of Fate's button on a phone.
const PHONE_CARD: f32 = 48.0;

/// The Cards of Fate on a phone: the caption, four rows of cards and the
/// row under them.
const FATE_PHONE_H: f32 = 34.0 + 4.0 * PHONE_CARD + 56.0 + 5.0 * GAP;

/// Whether the secondary actions need two rows to keep their words whole.
fn two_rows(width: f32) -> bool {
    width < 900.0
}
