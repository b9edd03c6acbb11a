//! The app on a phone held upright, in each language: Chromium's mobile
//! emulation of two phones (390 × 844, 412 × 915) and the narrowest windows
//! WebKitGTK (447) and Firefox (500) open. Every text is at least 14 px,
//! nothing that acts lies past the screen's edge (no sideways scrolling),
//! the running clock says RUNNING, the jury view's controls scroll up from
//! under its buttons, and the report's nations' table fits.
#![allow(clippy::unwrap_used)]

mod harness;

use egui::accesskit::Role;
use egui::{Rect, Vec2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{ClockApp, Lang, Settings};
use friedrich_clock::engine::Role as Player;
use friedrich_clock::words::text::T;
use harness::App;

const PHONES: [Vec2; 4] = [
    vec2(390.0, 844.0),
    vec2(412.0, 915.0),
    vec2(447.0, 844.0),
    vec2(500.0, 844.0),
];

/// The smallest text allowed, in points (CSS pixels on the web).
const LEAST: f32 = 14.0;

fn app(size: Vec2, lang: Lang, hall: bool) -> App {
    let mut settings = Settings {
        lang,
        ..Settings::default()
    };
    if hall {
        settings.hall = "laptop:8080".to_owned();
        settings.hall_key = "key".to_owned();
    }
    // Where games are kept (as in the browser: setup then says so), a
    // folder of its own for each app (another's game would be recovered).
    static APPS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = APPS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("phone-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    App::custom_sized(1_000, size, move |source| {
        ClockApp::new(settings, source, Some(dir))
    })
}

/// Every text painted: what it says, its smallest font size, where it went,
/// and how many lines it took.
fn texts(t: &App) -> Vec<(String, f32, Rect, usize)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, f32, Rect, usize)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) if !text.galley.job.text.trim().is_empty() => {
                let size = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min);
                let rect = text.galley.rect.translate(text.pos.to_vec2());
                let lines = text
                    .galley
                    .rows
                    .iter()
                    .filter(|r| r.ends_with_newline)
                    .count()
                    + 1;
                out.push((text.galley.job.text.clone(), size, rect, lines));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Everything one can tap or type into: its label and where it is.
fn controls(t: &App) -> Vec<(String, Rect)> {
    t.harness
        .root()
        .children_recursive()
        .filter(|n| {
            matches!(
                n.accesskit_node().role(),
                Role::Button | Role::TextInput | Role::CheckBox | Role::Slider | Role::Image
            )
        })
        .map(|n| {
            let label = n.accesskit_node().label().unwrap_or_default().to_string();
            (label, n.rect())
        })
        .collect()
}

/// No text smaller than 14 px, and nothing, text or control, past the
/// screen's left or right edge (the screen does not scroll sideways).
fn assert_fits(t: &App, size: Vec2, lang: Lang, screen: &str) {
    let within = |r: Rect| r.left() >= -0.5 && r.right() <= size.x + 0.5;
    for (text, font, rect, _) in texts(t) {
        assert!(
            font >= LEAST,
            "{lang:?} {screen} on a {size:?} screen: {text:?} is {font} px"
        );
        assert!(
            within(rect),
            "{lang:?} {screen} on a {size:?} screen: {text:?} at {rect:?} is past the edge"
        );
    }
    let all = texts(t);
    for (label, rect) in controls(t) {
        assert!(
            within(rect),
            "{lang:?} {screen} on a {size:?} screen: {label:?} at {rect:?} is past the edge"
        );
        // A button's label stays inside it.
        for (text, _, at, _) in all.iter().filter(|(text, ..)| *text == label) {
            if rect.contains(at.center()) {
                assert!(
                    rect.expand(1.0).contains_rect(*at),
                    "{lang:?} {screen} on a {size:?} screen: {text:?} at {at:?} runs out of its button at {rect:?}"
                );
            }
        }
    }
}

/// Taps the button drawn last (the screen's primary action).
fn tap_last_button(t: &mut App) {
    let last = t.harness.get_all_by_role(Role::Button).last().unwrap();
    last.click();
    t.harness.run();
}

fn started(size: Vec2, lang: Lang) -> App {
    let mut t = app(size, lang, false);
    tap_last_button(&mut t); // Start game
    assert_eq!(t.app().screen(), friedrich_clock::app::Screen::Table);
    tap_last_button(&mut t); // Frederick's clock » Prussia
    t
}

#[test]
fn the_table_on_a_phone_says_running_in_readable_words() {
    for size in PHONES {
        for lang in Lang::ALL {
            let t = started(size, lang);
            assert_fits(&t, size, lang, "the table");
            t.assert_shows(T::Running.get(lang));
            // The secondary buttons' labels: one size for all, Combat's.
            let all = texts(&t);
            let font = |label: &str| {
                all.iter()
                    .find(|(text, ..)| text == label)
                    .unwrap_or_else(|| panic!("{label:?} is not on the table"))
                    .1
            };
            let combat = font(T::Combat.get(lang));
            let retreat = format!("{}…", T::Retreat.get(lang));
            for label in [retreat.as_str(), T::ShuffleMenu.get(lang)] {
                assert_eq!(font(label), combat, "{lang:?} {label:?} on {size:?}");
            }
        }
    }
}

#[test]
fn the_retreat_picker_fits_a_phone() {
    for size in PHONES {
        for lang in Lang::ALL {
            let mut t = started(size, lang);
            t.click(T::Combat.get(lang));
            t.click(&format!("{}…", T::Retreat.get(lang)));
            assert_fits(&t, size, lang, "the retreat picker");
            // The clocks stay readable above it.
            let digits = t
                .harness
                .get_by_label_contains(&format!(
                    "{} 2:",
                    friedrich_clock::words::text::side(
                        lang,
                        friedrich_clock::engine::Side::Frederick
                    )
                ))
                .rect();
            assert!(digits.height() >= 55.0, "{lang:?} {size:?}: {digits:?}");
        }
    }
}

#[test]
fn the_jury_view_opens_with_the_imperial_choices_in_view_and_scrolls_every_control_up() {
    for size in PHONES {
        for lang in Lang::ALL {
            let mut t = started(size, lang);
            t.hold(T::JuryView.get(lang), 2_000);
            assert_fits(&t, size, lang, "the jury view");
            // The rows of buttons at the bottom: the last six drawn.
            let all = controls(&t);
            let buttons: Vec<(String, Rect)> = t
                .harness
                .get_all_by_role(Role::Button)
                .map(|n| {
                    (
                        n.accesskit_node().label().unwrap_or_default().to_string(),
                        n.rect(),
                    )
                })
                .collect();
            let bar = &buttons[buttons.len() - 6..];
            assert_eq!(bar[5].0, T::ReportButton.get(lang));
            let bar_top = bar
                .iter()
                .map(|(_, r)| r.top())
                .fold(f32::INFINITY, f32::min);
            assert!(bar.iter().all(|(_, r)| r.bottom() <= size.y), "{bar:?}");
            // The Imperial Army's choices are in view as the view opens.
            for role in [Player::Elisabeth, Player::Pompadour] {
                let label = friedrich_clock::words::text::role(lang, role);
                let rect = t.harness.get_all_by_label(label).next().unwrap().rect();
                assert!(
                    rect.bottom() <= bar_top,
                    "{lang:?} on {size:?}: {label:?} at {rect:?} is under the buttons at {bar_top}"
                );
            }
            for (label, _) in all.iter().filter(|(l, _)| !bar.iter().any(|(b, _)| b == l)) {
                if label.is_empty() {
                    continue;
                }
                let node = t.harness.get_by_label(label);
                node.scroll_to_me();
                t.harness.run();
                let rect = t.harness.get_by_label(label).rect();
                assert!(
                    rect.top() >= 0.0 && rect.bottom() <= bar_top,
                    "{lang:?} on {size:?}: {label:?} at {rect:?} stays under the buttons at {bar_top}"
                );
            }
        }
    }
}

#[test]
fn the_report_fits_a_phone_with_its_out_after_turn_column() {
    for size in PHONES {
        for lang in Lang::ALL {
            let mut t = started(size, lang);
            t.hold(T::JuryView.get(lang), 2_000);
            t.click(T::ReportButton.get(lang));
            assert_fits(&t, size, lang, "the report");
            // The nations' table's last column, scrolled into view: whole.
            let head = T::OutAfterTurn.get(lang);
            t.harness
                .get_by_label("objectives.russia.held")
                .scroll_to_me();
            t.harness.run();
            let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
            let (_, font, rect, _) = texts(&t)
                .into_iter()
                .find(|(text, ..)| text.replace('\n', " ") == head)
                .unwrap_or_else(|| panic!("{lang:?} on {size:?}: no {head:?} column"));
            assert!(
                screen.contains_rect(rect) && font >= LEAST,
                "{lang:?} on {size:?}: {head:?} at {rect:?}, {font} px"
            );
        }
    }
}

#[test]
fn setup_on_a_phone_is_one_column_with_take_from_the_hall_on_one_line() {
    for size in PHONES {
        for lang in Lang::ALL {
            let t = app(size, lang, true);
            assert_fits(&t, size, lang, "setup");
            let take = texts(&t)
                .into_iter()
                .find(|(text, ..)| text == T::TakeFromHall.get(lang))
                .unwrap();
            assert_eq!(take.3, 1, "{lang:?} on {size:?}: {take:?}");
        }
    }
}

/// Plays `n` whole turns with the space bar, a second per stage.
fn play_turns(t: &mut App, n: usize) {
    for _ in 0..n {
        t.harness.key_press(egui::Key::Space);
        t.harness.run();
        while t.app().engine().unwrap().view(0).active_nation.is_some() {
            t.wait(friedrich_clock::engine::SECOND);
            t.harness.key_press(egui::Key::Space);
            t.harness.run();
        }
    }
}

#[test]
fn the_cards_of_fate_and_the_jurys_count_fit_a_phone() {
    use friedrich_clock::engine::FateCard;
    for size in PHONES {
        for lang in Lang::ALL {
            let mut t = app(size, lang, false);
            tap_last_button(&mut t); // Start game
            play_turns(&mut t, 6);
            assert_fits(&t, size, lang, "the Cards of Fate");
            // Elisabeth's card: Russia leaves, the jury counts its objectives.
            t.click(&friedrich_clock::words::card(lang, FateCard::Elisabeth));
            t.hold(T::JuryView.get(lang), 2_000);
            assert_fits(&t, size, lang, "the jury's count");
        }
    }
}
