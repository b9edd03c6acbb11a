//! What the standings are made of: each confirmed qualifying game validated
//! and scored once, and each player's sums with the games behind every
//! number (the `explain` of a standings line). Data only: the words that
//! describe them are in `src/words`.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::engine::{Preset, Role};
use crate::scoring::{
    self, GameResult, Line, Points, ResultInput, ScoreSheet, Tcc, TccUnknown, TotalFormula,
};
use crate::tournament::book::Tournament;
use crate::tournament::{GameRef, PlayerNo, Seating};

/// A confirmed qualifying game, validated and scored.
#[derive(Debug, Clone)]
pub struct Scored {
    /// The game and its players.
    pub seating: Seating,
    /// The validated result.
    pub result: GameResult,
    /// Its scores.
    pub sheet: ScoreSheet,
}

/// A confirmed result validated and scored under its own `ruleset` key, or
/// else `scheme` (the tournament's); `None` if it does not validate (the
/// jury confirmed it, so it did when confirmed: a later ruleset change).
pub fn score(result: &ResultInput, scheme: Preset) -> Option<(GameResult, ScoreSheet)> {
    let scheme = result
        .ruleset
        .as_deref()
        .and_then(|r| r.parse::<Preset>().ok())
        .unwrap_or(scheme);
    let valid = result.validate_for(scheme).ok()?;
    let table = scheme.ruleset().tc_table;
    let sheet = scoring::score(&valid, scheme, &table);
    Some((valid, sheet))
}

/// A confirmed result's score sheet ([`score`] without the result).
pub fn sheet(result: &ResultInput, scheme: Preset) -> Option<ScoreSheet> {
    score(result, scheme).map(|(_, sheet)| sheet)
}

/// The confirmed qualifying games that score, by round and table, and the
/// confirmed ones that do not validate (they count for nobody).
pub fn scored_games(t: &Tournament) -> (Vec<Scored>, Vec<GameRef>) {
    let (mut scored, mut unscored) = (Vec::new(), Vec::new());
    // The games as played: a withdrawn player's seats are his fill-in's.
    let seated = t.seated_draw();
    let mut games: Vec<&Seating> = seated.iter().flat_map(|d| &d.games).collect();
    games.sort_by_key(|g| g.game());
    for seating in games {
        let confirmed = t
            .results
            .get(&seating.game())
            .and_then(|o| o.confirmed.as_ref());
        let Some(result) = confirmed else {
            continue;
        };
        match score(result, t.scheme) {
            Some((result, sheet)) => scored.push(Scored {
                seating: *seating,
                result,
                sheet,
            }),
            None => unscored.push(seating.game()),
        }
    }
    (scored, unscored)
}

/// One game's score for one player: a part of his total.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameScore {
    /// The game.
    pub game: GameRef,
    /// His role in it.
    pub role: Role,
    /// His score.
    pub points: Points,
    /// How the score is made, with the game's numbers (the score sheet's;
    /// its JSON is the English wording).
    pub formula: TotalFormula,
}

/// One game's part of tie-breaker 1: his second-best score as Elisabeth or
/// Maria Theresia.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SecondBest {
    /// The game.
    pub game: GameRef,
    /// Elisabeth or Maria Theresia.
    pub role: Role,
    /// The score that counts, with what it is and its formula; `None`
    /// counts 0 (a single candidate, or the switch score not known).
    pub line: Option<Line>,
    /// Maria Theresia lost the Imperial Army but the result lacks what its
    /// switch score needs: 0 counts until the jury enters it.
    pub switch_not_known: bool,
}

impl SecondBest {
    /// The points it adds to the sum.
    pub fn points(&self) -> Points {
        self.line.as_ref().map_or(Points::default(), |l| l.points)
    }
}

/// Where tie-breaker 2 (his sTCC as Frederick) comes from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum TccFrom {
    /// His game as Frederick is not confirmed yet (`game`: that game in the
    /// draw, if there is one).
    NotPlayed {
        /// His game as Frederick in the draw.
        game: Option<GameRef>,
    },
    /// Confirmed, but the coefficient cannot be computed from the result.
    Unknown {
        /// The game.
        game: GameRef,
        /// The input that is missing.
        why: TccUnknown,
    },
    /// Computed from this game (the standings line has the value and formula).
    Known {
        /// The game.
        game: GameRef,
    },
}

/// One opponent in tie-breaker 3: a player who sat at his table when he
/// played Frederick, and that player's qualifying total.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Opponent {
    /// The game where he played Frederick.
    pub game: GameRef,
    /// The opponent's role there.
    pub role: Role,
    /// The opponent.
    pub player: PlayerNo,
    /// The opponent's total of confirmed qualifying scores.
    pub total: Points,
    /// How many of the opponent's games are confirmed.
    pub confirmed: u32,
    /// How many qualifying games the opponent is seated in (four, fewer
    /// for a player withdrawn or his fill-in).
    pub scheduled: u32,
    /// The opponent is an unranked fill-in (his total counts all the same).
    pub fill_in: bool,
}

/// The games behind each number of a standings line, one list per column.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Explain {
    /// The total: his confirmed games' scores, by round.
    pub total: Vec<GameScore>,
    /// Tie-breaker 1: his confirmed games as Elisabeth and Maria Theresia.
    pub second_best: Vec<SecondBest>,
    /// Tie-breaker 2: his game as Frederick.
    pub tcc: TccFrom,
    /// Tie-breaker 3: his opponents when he played Frederick.
    pub opponents: Vec<Opponent>,
}

/// One player's numbers before ranking (fill-ins too: their totals count
/// for their opponents).
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    /// The player.
    pub player: PlayerNo,
    /// Whether he is a fill-in.
    pub fill_in: bool,
    /// The round he is withdrawn from, if he is.
    pub withdrawn: Option<u8>,
    /// His games in the draw.
    pub scheduled: u32,
    /// His games confirmed (and scored).
    pub confirmed: u32,
    /// The sum of his confirmed scores.
    pub total: Points,
    /// Tie-breaker 1: the sum of his second-best scores.
    pub second_best: Points,
    /// Tie-breaker 2: his sTCC as Frederick, if known.
    pub tcc: Option<Tcc>,
    /// Tie-breaker 3: his opponents' total when he played Frederick.
    pub opponents: Points,
    /// The games behind each number.
    pub explain: Explain,
}

/// Every registered player's tally, by number, from the `scored` games and
/// the seats as played (a withdrawn player's from his round on are his
/// fill-in's: his games, his opponents' in tie-breaker 3).
pub fn tallies(t: &Tournament, scored: &[Scored]) -> Vec<Tally> {
    let seated = t.seated_draw();
    let draw: &[Seating] = seated.as_ref().map_or(&[], |d| &d.games);
    let mut lines: Vec<Tally> = t
        .players
        .iter()
        .map(|p| Tally {
            player: p.no,
            fill_in: p.fill_in,
            withdrawn: t.withdrawal(p.no).map(|w| w.from_round),
            scheduled: 0,
            confirmed: 0,
            total: Points::default(),
            second_best: Points::default(),
            tcc: None,
            opponents: Points::default(),
            explain: Explain {
                total: Vec::new(),
                second_best: Vec::new(),
                tcc: TccFrom::NotPlayed { game: None },
                opponents: Vec::new(),
            },
        })
        .collect();
    let index: BTreeMap<PlayerNo, usize> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| (l.player, i))
        .collect();
    let mut sorted: Vec<&Seating> = draw.iter().collect();
    sorted.sort_by_key(|g| g.game());
    for seating in &sorted {
        for role in Role::ALL {
            let Some(line) = index.get(&seating.player(role)).map(|i| &mut lines[*i]) else {
                continue;
            };
            line.scheduled += 1;
            if role == Role::Frederick && line.explain.tcc == (TccFrom::NotPlayed { game: None }) {
                line.explain.tcc = TccFrom::NotPlayed {
                    game: Some(seating.game()),
                };
            }
        }
    }
    for game in scored {
        add_game(&mut lines, &index, game);
    }
    let totals: BTreeMap<PlayerNo, (Points, u32, u32, bool)> = lines
        .iter()
        .map(|l| (l.player, (l.total, l.confirmed, l.scheduled, l.fill_in)))
        .collect();
    for seating in sorted {
        let Some(line) = index
            .get(&seating.player(Role::Frederick))
            .map(|i| &mut lines[*i])
        else {
            continue;
        };
        for role in [Role::Elisabeth, Role::MariaTheresia, Role::Pompadour] {
            let player = seating.player(role);
            let (total, confirmed, scheduled, fill_in) =
                totals.get(&player).copied().unwrap_or_default();
            line.opponents = line.opponents + total;
            line.explain.opponents.push(Opponent {
                game: seating.game(),
                role,
                player,
                total,
                confirmed,
                scheduled,
                fill_in,
            });
        }
    }
    lines
}

/// Adds one scored game to its four players' tallies.
fn add_game(lines: &mut [Tally], index: &BTreeMap<PlayerNo, usize>, game: &Scored) {
    let at = game.seating.game();
    for role in Role::ALL {
        let (Some(line), Some(score)) = (
            index
                .get(&game.seating.player(role))
                .map(|i| &mut lines[*i]),
            game.sheet.role(role),
        ) else {
            continue;
        };
        line.confirmed += 1;
        line.total = line.total + score.total;
        line.explain.total.push(GameScore {
            game: at,
            role,
            points: score.total,
            formula: score.formula.clone(),
        });
        match role {
            Role::Elisabeth | Role::MariaTheresia => {
                let part = SecondBest {
                    game: at,
                    role,
                    line: score.second_best.clone(),
                    switch_not_known: game.sheet.switch_not_known(role).is_some(),
                };
                line.second_best = line.second_best + part.points();
                line.explain.second_best.push(part);
            }
            // The first confirmed game as Frederick (the draw gives one).
            Role::Frederick if matches!(line.explain.tcc, TccFrom::NotPlayed { .. }) => {
                line.explain.tcc = match &game.sheet.tie_break.tcc {
                    Ok(tcc) => {
                        line.tcc = Some(tcc.clone());
                        TccFrom::Known { game: at }
                    }
                    Err(why) => TccFrom::Unknown {
                        game: at,
                        why: why.clone(),
                    },
                };
            }
            _ => {}
        }
    }
}
