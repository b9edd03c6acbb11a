//! What the jury's tournament pages read (`GET /api/tournament`) and what
//! the players' public standings show (`GET /api/standings`), built from
//! the tournament's journal: data only, the pages word it.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::engine::{Preset, Role};
use crate::lang::Lang;
use crate::sheets::standings_view::{Reader, StandingsView, view};
use crate::tournament::book::Tournament;
use crate::tournament::closing::StillOpen;
use crate::tournament::draw::{self, Shortfall};
use crate::tournament::{
    Draw, GameRef, Method, Player, PlayerNo, ROUNDS, Repeat, Seating, Together, Withdrawal,
};
use crate::wire;
use crate::words::office;

use super::game::game_view;
pub use super::game::{Correction, FateGap, GameView, ReportView, Status};

/// A round's games and progress.
#[derive(Debug, Clone, Serialize)]
pub struct RoundView {
    /// The round, 1–4.
    pub round: u8,
    /// Its games by table.
    pub games: Vec<GameView>,
    /// Games confirmed.
    pub confirmed: usize,
    /// Games reported, not confirmed.
    pub reported: usize,
    /// Games whose reports wait for the jury (they differ, or a re-entry
    /// differs from the confirmed result).
    pub undecided: usize,
    /// The tables with nothing from the table and nothing confirmed.
    pub missing: Vec<u32>,
}

/// The draw as the jury reads it.
#[derive(Debug, Clone, Serialize)]
pub struct DrawView {
    /// The seed, as text (a JSON number would lose digits in a browser).
    pub seed: String,
    /// Design or search.
    pub method: Method,
    /// The design's pots.
    pub pots: Vec<Vec<PlayerNo>>,
    /// Pairs meeting more than once.
    pub repeats: Vec<Repeat>,
    /// Pairs of one town meeting.
    pub together: Vec<Together>,
    /// Nobody meets anyone twice.
    pub no_repeats: bool,
    /// No two players of one town meet.
    pub towns_apart: bool,
    /// Why not, where either promise does not hold.
    pub reasons: Vec<Shortfall>,
}

/// A finalist's role chosen.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Seat {
    /// The finalist.
    pub player: PlayerNo,
    /// His role in the final.
    pub role: Role,
}

/// `GET /api/tournament`: everything the jury's pages show.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentView {
    /// Whether the tournament is opened.
    pub opened: bool,
    /// The standings as the jury sees them, with the tournament's name and
    /// scoring, the lots needed, the finalists and the final's order
    /// (`sheets::standings_view`, the one shape every reader gets).
    #[serde(flatten)]
    pub ranking: StandingsView,
    /// Every preset the jury can open a tournament with.
    pub schemes: Vec<Preset>,
    /// The players by number, each with his name as shown.
    pub players: Vec<Shown>,
    /// The late entries: registered after the draw, in no game until a
    /// redraw (`tournament::redraw`).
    pub late: Vec<Player>,
    /// The players a redraw left out because they did not come.
    pub absent: Vec<Player>,
    /// Fill-ins the draw needs (0 once drawn).
    pub fill_ins_needed: usize,
    /// The draw, once made.
    pub draw: Option<DrawView>,
    /// Each round's games and progress.
    pub rounds: Vec<RoundView>,
    /// The finalists' roles chosen, in order.
    pub seats: Vec<Seat>,
    /// The finalist whose turn it is to choose.
    pub chooser: Option<PlayerNo>,
    /// The final, once every finalist is seated.
    pub final_game: Option<GameView>,
    /// The players withdrawn, with their fill-ins, in the journal's order.
    pub withdrawals: Vec<Withdrawal>,
    /// The finalists have begun to choose (even if every choice was
    /// withdrawn since): no more withdrawals, corrections or lots.
    pub seating_begun: bool,
    /// The qualifying games still open (not confirmed, reports undecided,
    /// Cards of Fate missing): what the first role choice closes.
    pub still_open: StillOpen,
    /// For each player who can still be withdrawn, the first round he can
    /// be withdrawn from (`Tournament::withdraw_from`).
    pub withdraw_from: BTreeMap<PlayerNo, u8>,
}

/// A player as stored, with his name as shown in the request's language
/// (an unnamed fill-in is stored with no name: "Fill-in 3" is worded here).
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    /// The player as registered (`name` empty for an unnamed fill-in).
    #[serde(flatten)]
    pub player: Player,
    /// His name as shown.
    pub shown: String,
}

/// `t`'s players, each with his name as shown in `lang`.
pub fn shown(t: &Tournament, lang: Lang) -> Vec<Shown> {
    t.players
        .iter()
        .map(|p| Shown {
            player: p.clone(),
            shown: office::player(lang, t, p.no),
        })
        .collect()
}

/// The jury's view of `t`, names shown in `lang`.
pub fn jury(t: &Tournament, lang: Lang) -> TournamentView {
    let finalists = t.finalists();
    let chooser = finalists
        .as_ref()
        .and_then(|f| f.get(t.seats.len()).copied());
    let final_game = (t.seats.len() == 4).then(|| {
        let mut players = [0; 4];
        for (player, role) in &t.seats {
            players[crate::tournament::role_index(*role)] = *player;
        }
        game_view(t, GameRef::FINAL, players)
    });
    TournamentView {
        opened: t.is_opened(),
        ranking: view(t, Reader::Jury, lang),
        schemes: Preset::ALL.to_vec(),
        players: shown(t, lang),
        late: t.late.clone(),
        absent: t.absent.clone(),
        fill_ins_needed: if t.draw.is_some() {
            0
        } else {
            draw::fill_ins_needed(t.players.len())
        },
        draw: t.draw.as_ref().map(|d| draw_view(d, &t.players)),
        rounds: rounds(t),
        seats: t
            .seats
            .iter()
            .map(|(player, role)| Seat {
                player: *player,
                role: *role,
            })
            .collect(),
        chooser,
        final_game,
        withdrawals: t.withdrawals.clone(),
        seating_begun: t.seating_begun(),
        still_open: t.still_open(),
        withdraw_from: t
            .players
            .iter()
            .filter_map(|p| Some((p.no, t.withdraw_from(p.no)?)))
            .collect(),
    }
}

fn draw_view(d: &Draw, players: &[Player]) -> DrawView {
    let g = draw::guarantees(d, players);
    DrawView {
        seed: d.seed.to_string(),
        method: d.method,
        pots: d.pots.clone(),
        repeats: d.repeats.clone(),
        together: d.together.clone(),
        no_repeats: g.no_repeats,
        towns_apart: g.towns_apart,
        reasons: g.reasons,
    }
}

fn rounds(t: &Tournament) -> Vec<RoundView> {
    let Some(d) = &t.seated_draw() else {
        return Vec::new();
    };
    (1..=ROUNDS)
        .map(|round| {
            let mut seatings: Vec<&Seating> = d.round(round).collect();
            seatings.sort_by_key(|s| s.table);
            let games: Vec<GameView> = seatings
                .into_iter()
                .map(|s| game_view(t, s.game(), s.players))
                .collect();
            let count = |status| games.iter().filter(|g| g.status == status).count();
            RoundView {
                round,
                confirmed: count(Status::Confirmed),
                reported: count(Status::Reported),
                undecided: games.iter().filter(|g| g.conflict.is_some()).count(),
                missing: games
                    .iter()
                    .filter(|g| g.status == Status::Missing)
                    .map(|g| g.game.table)
                    .collect(),
                games,
            }
        })
        .collect()
}

/// The game `game` as a table takes it: its players' names by role (shown
/// in `lang`); `None` if there is no such game (or the final is not seated
/// yet).
pub fn assignment(t: &Tournament, game: GameRef, lang: Lang) -> Option<wire::Assignment> {
    let players: [PlayerNo; 4] = if game.is_final() {
        if game != GameRef::FINAL || t.seats.len() != 4 {
            return None;
        }
        Role::ALL.map(|role| {
            t.seats
                .iter()
                .find(|(_, r)| *r == role)
                .map_or(0, |(p, _)| *p)
        })
    } else {
        t.seated(game)?.players
    };
    let names = players.map(|no| {
        t.player(no)
            .map(|_| office::player(lang, t, no))
            .unwrap_or_default()
    });
    Some(wire::Assignment {
        game,
        names,
        playing: None,
    })
}
