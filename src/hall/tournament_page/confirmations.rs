//! The irreversible steps ask first, drawn by the server: the first click
//! shows a panel that names what becomes final, with "Yes, …" and
//! "Cancel"; only "Yes" posts. The draw (registration closes with it), a
//! lot (its order stands), the first role choice of the final (it closes
//! the qualifying round, and the panel lists what is still open then).
//! Each panel is opened by the fragment's `edit` (`draw`, `lot-3-5-9`,
//! `s-frederick`) and stays while the page reloads; Cancel closes it and
//! changes nothing.

use crate::tournament::request::{Drawing, LotOf, Request, Seating, Seed};
use maud::{Markup, html};

use super::ask::Ask;
use crate::engine::Role;
use crate::hall::office::view::TournamentView;
use crate::hall::shared::in_address;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::closing::StillOpen;
use crate::tournament::draw;
use crate::tournament::{GameRef, PlayerNo};
use crate::words::count::{Noun, count};
use crate::words::field;
use crate::words::jury::{J, fill};
use crate::words::office;
use crate::words::pages::P;
use crate::words::text::{self, T};
use crate::words::tournament::W;

/// The draw's form before the round is drawn: the seed, and a button that
/// asks first; once asked, what the draw makes final and "Yes, draw".
pub fn draw(t: &Tournament, v: &TournamentView, lang: Lang, ask: &Ask) -> Markup {
    let seed = ask.seed.as_deref().unwrap_or_default().trim();
    let warnings = draw_warnings(t, v, lang);
    if ask.edit == "draw" && ask.ask {
        let players = count(lang, t.players.len(), Noun::Player);
        let fill_ins = count(
            lang,
            t.players.iter().filter(|p| p.fill_in).count(),
            Noun::FillIn,
        );
        let by_lot = if seed.is_empty() {
            J::DrawRandom.get(lang).to_owned()
        } else {
            fill(lang, J::DrawSeed, &[("seed", seed)])
        };
        let draw = Request::Draw(Drawing {
            seed: Some(Seed::Text(seed.to_owned())),
        });
        let back = format!("edit=draw&seed={}", in_address(seed));
        return html! {
            div.box.ask #draw-ask {
                div { b { (J::DrawAsk.get(lang)) } }
                ul {
                    li { (fill(lang, J::DrawCloses, &[("players", &players), ("fill_ins", &fill_ins)])) }
                    li { (by_lot) }
                }
                (warnings)
                div.row {
                    button.go data-do="draw-confirm" data-post=(draw.path()) data-body=(draw.body())
                        data-refused=(back) { (J::DrawYes.get(lang)) }
                    button data-do="draw-cancel" data-show="" { (T::Cancel.get(lang)) }
                }
            }
        };
    }
    html! {
        (warnings)
        form.row #draw-form data-show="edit=draw" {
            label { (W::Seed.get(lang)) " " input #seed name="seed" size="22" value=(seed) placeholder=(P::SeedHint.get(lang)); }
            button.go type="submit" data-do="draw" data-ask { (J::CheckAndDraw.get(lang)) }
        }
    }
}

/// What the jury reads before drawing: the fill-ins still needed, a field
/// the draw refuses (fewer than four ranked players), and the repeats a
/// field of 12 seats or fewer cannot avoid.
fn draw_warnings(t: &Tournament, v: &TournamentView, lang: Lang) -> Markup {
    let refused = draw::servable(&t.players).err().and_then(|e| match e {
        draw::DrawError::TooFewRanked { ranked } => Some(field::too_few_ranked(lang, ranked)),
        _ => None,
    });
    let seats = t.players.len() + v.fill_ins_needed;
    let repeats = draw::unavoidable(seats).filter(|_| refused.is_none());
    html! {
        @if v.fill_ins_needed > 0 { p.no #fill-ins-needed { (fill_ins_needed(lang, v.fill_ins_needed)) } }
        @if let Some(why) = refused { p.no #draw-refused { (office::sentence(&why)) } }
        @if let Some(u) = repeats { p.dim #draw-repeats { (office::sentence(&field::unavoidable(lang, &u))) } }
    }
}

/// "The draw needs 1 fill-in more".
pub fn fill_ins_needed(lang: Lang, n: usize) -> String {
    crate::words::pages::fill(
        lang,
        P::FillInsNeeded,
        &[("fill_ins", &count(lang, n, Noun::FillIn))],
    )
}

/// The `edit` that opens the lot's question for `group`.
pub fn lot_key(group: &[PlayerNo]) -> String {
    let numbers: Vec<String> = group.iter().map(PlayerNo::to_string).collect();
    format!("lot-{}", numbers.join("-"))
}

/// A group that needs a lot: its button asks first; once asked, the
/// question and "Yes, draw the lot".
pub fn lot(t: &Tournament, group: &[PlayerNo], lang: Lang, ask: &Ask) -> Markup {
    let key = lot_key(group);
    let names: Vec<String> = group.iter().map(|p| office::player(lang, t, *p)).collect();
    html! {
        div.row.lot data-group=(key) {
            span { (W::LotsNeeded.get(lang)) ": " (names.join(", ")) }
            @if ask.edit != key {
                button.go data-do="lot" data-show={ "edit=" (key) } { (P::DrawLot.get(lang)) }
            }
        }
        @if ask.edit == key {
            div.box.ask #lot-ask {
                div { (fill(lang, J::LotAsk, &[("names", &names.join(", "))])) }
                div.row {
                    @let lot = Request::Lot(LotOf { players: group.to_vec(), seed: None });
                    button.go data-do="lot-confirm" data-post=(lot.path())
                        data-body=(lot.body()) { (J::LotYes.get(lang)) }
                    button data-do="lot-cancel" data-show="" { (T::Cancel.get(lang)) }
                }
            }
        }
    }
}

/// A role as the API spells it (`maria-theresia`).
pub fn api_role(role: Role) -> String {
    serde_json::to_value(role)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// A role button of the finalist who chooses: it posts, or, when this
/// choice closes the qualifying round, asks first.
pub fn role_button(t: &Tournament, player: PlayerNo, role: Role, lang: Lang) -> Markup {
    let seat = Request::Seat(Seating { player, role });
    html! {
        @if t.choice_closes_qualifying() {
            button data-do="seat" data-role=(api_role(role)) data-show={ "edit=s-" (api_role(role)) } { (text::role(lang, role)) }
        } @else {
            button data-do="seat" data-role=(api_role(role)) data-post=(seat.path()) data-body=(seat.body()) { (text::role(lang, role)) }
        }
    }
}

/// The role asked for by the fragment's `edit` (`s-frederick`), if any.
pub fn asked_role(ask: &Ask) -> Option<Role> {
    let key = ask.edit.strip_prefix("s-")?;
    Role::ALL.into_iter().find(|r| api_role(*r) == key)
}

/// The question before the first role choice: what it closes, and what is
/// still open.
pub fn seat(t: &Tournament, player: PlayerNo, role: Role, lang: Lang) -> Markup {
    let name = office::player(lang, t, player);
    let role_name = text::role(lang, role);
    let seating = Request::Seat(Seating { player, role });
    let open = t.still_open();
    html! {
        div.box.ask #seat-ask {
            div { b { (fill(lang, J::SeatAsk, &[("name", &name), ("role", role_name)])) } }
            (still_open(&open, lang))
            div.row {
                button.go data-do="seat-confirm" data-post=(seating.path()) data-body=(seating.body()) {
                    (fill(lang, J::SeatYes, &[("name", &name), ("role", role_name)])) }
                button data-do="seat-cancel" data-show="" { (T::Cancel.get(lang)) }
            }
        }
    }
}

/// Games in one line: "Round 1, table 2; Round 3, table 1".
fn games(list: &[GameRef], lang: Lang) -> String {
    let named: Vec<String> = list
        .iter()
        .map(|g| text::tournament_game(lang, *g))
        .collect();
    named.join("; ")
}

/// What is still open, listed; or that nothing is.
fn still_open(open: &StillOpen, lang: Lang) -> Markup {
    if open.is_empty() {
        return html! { p.ok #still-open { (J::NothingOpen.get(lang)) } };
    }
    let parts = [
        (J::OpenUnconfirmed, &open.unconfirmed),
        (J::OpenUndecided, &open.undecided),
        (J::OpenWithoutFate, &open.without_fate),
    ];
    html! {
        div #still-open {
            div.no { (J::StillOpen.get(lang)) }
            ul {
                @for (words, list) in parts {
                    @if !list.is_empty() { li { (words.get(lang)) ": " (games(list, lang)) } }
                }
            }
        }
    }
}
