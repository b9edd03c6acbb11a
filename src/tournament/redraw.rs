//! The draw taken into the journal, and drawn again before the round
//! begins (docs/tournament.md, "Late entries and no-shows"): until a
//! table's clock sends the hall its first line of a game of the draw (the
//! shell says which games have begun) and no game has a result, a player
//! registered after the draw is a late entry (`Tournament::late`, in no
//! game), and a redraw seats the field anew by a new seed: the late
//! entries join, the players the jury ticks as not come leave it
//! (`Tournament::absent`), and the unnamed fill-ins follow the count (the
//! lowest numbers kept, new ones numbered next, those not needed left
//! out). Table numbers stay table numbers, so the tables' keys stay. Once
//! the round has begun, or a player is withdrawn, the draw stands and a
//! withdrawal's fill-in takes a missing player's seats, as before.

use std::collections::BTreeSet;

use super::book::{Entry, Refusal, Tournament};
use super::draw;
use super::{Draw, GameRef, Player, PlayerNo, ROUNDS, Seating};

impl Tournament {
    /// Why the draw can no longer be drawn again (nor a late entry
    /// registered), from the journal alone: a game with a result, reported
    /// or confirmed ([`Refusal::Begun`]), or a player withdrawn since the
    /// draw; none before the draw.
    pub fn late_closed(&self) -> Option<Refusal> {
        self.draw.as_ref()?;
        let played = self
            .results
            .iter()
            .find(|(_, o)| !o.reports.is_empty() || o.confirmed.is_some());
        if let Some((game, _)) = played {
            return Some(Refusal::Begun(*game));
        }
        self.withdrawals
            .first()
            .map(|w| Refusal::WithdrawnSince(w.player))
    }

    /// [`Tournament::late_closed`], or the first game of the draw in
    /// `begun` (the games a table's journal in the hall names: its first
    /// line reached the hall).
    pub fn redraw_closed(&self, begun: &BTreeSet<GameRef>) -> Option<Refusal> {
        let first = begun.iter().find(|g| !g.is_final() && self.has_game(**g));
        first
            .map(|g| Refusal::Begun(*g))
            .or_else(|| self.late_closed())
    }

    /// The field a redraw without `absent` would seat: the players and the
    /// late entries who came, the unnamed fill-ins it keeps (the lowest
    /// numbers), and the new unnamed fill-ins it registers (numbered next),
    /// by number.
    pub fn redraw_field(&self, absent: &[PlayerNo]) -> (Vec<Player>, Vec<Player>) {
        let came = self.players.iter().chain(&self.late);
        let came = came.filter(|p| !absent.contains(&p.no));
        let (unnamed, people): (Vec<&Player>, Vec<&Player>) =
            came.partition(|p| p.fill_in && p.name.trim().is_empty());
        let need = draw::fill_ins_needed(people.len());
        let kept: Vec<&Player> = unnamed.into_iter().take(need).collect();
        let new: Vec<Player> = (kept.len()..need)
            .zip(self.next_no()..)
            .map(|(_, no)| Player {
                no,
                name: String::new(),
                town: String::new(),
                fill_in: true,
                note: String::new(),
            })
            .collect();
        let mut field: Vec<Player> = people.into_iter().chain(kept).cloned().collect();
        field.extend(new.iter().cloned());
        field.sort_by_key(|p| p.no);
        (field, new)
    }

    /// Draws the qualifying round again by `seed`, without the players in
    /// `absent`, with the late entries; refused once a game in `begun` (or
    /// with a result) has begun, or a player is withdrawn.
    pub fn redrawing(
        &self,
        absent: &[PlayerNo],
        seed: u64,
        begun: &BTreeSet<GameRef>,
    ) -> Result<Vec<Entry>, Refusal> {
        if self.draw.is_none() {
            return Err(Refusal::NotDrawn);
        }
        if let Some(closed) = self.redraw_closed(begun) {
            return Err(closed);
        }
        let mut absent = absent.to_vec();
        absent.sort_unstable();
        absent.dedup();
        let known = |no: &PlayerNo| self.players.iter().chain(&self.late).any(|p| p.no == *no);
        if let Some(no) = absent.iter().find(|no| !known(no)) {
            return Err(Refusal::NoSuchPlayer(*no));
        }
        let (field, fill_ins) = self.redraw_field(&absent);
        let drawn = draw::draw(&field, seed).map_err(|e| super::decisions::draw_refusal(&e))?;
        Ok(vec![Entry::Redrawn {
            absent,
            fill_ins,
            draw: drawn,
        }])
    }

    /// Takes the qualifying draw in.
    pub(super) fn drawn(&mut self, draw: &Draw) -> Result<(), Refusal> {
        if self.draw.is_some() {
            return Err(Refusal::AlreadyDrawn);
        }
        let registered: Vec<PlayerNo> = self.players.iter().map(|p| p.no).collect();
        if !seats_all(draw, &registered) {
            return Err(Refusal::DrawPlayers);
        }
        self.draw = Some(draw.clone());
        Ok(())
    }

    /// Takes a redraw in: the field is what `draw` seats, every player and
    /// late entry not `absent` among them (an unnamed fill-in may be left
    /// out), the new `fill_ins` numbered next.
    pub(super) fn redrawn(
        &mut self,
        absent: &[PlayerNo],
        fill_ins: &[Player],
        draw: &Draw,
    ) -> Result<(), Refusal> {
        if self.draw.is_none() {
            return Err(Refusal::NotDrawn);
        }
        if let Some(closed) = self.late_closed() {
            return Err(closed);
        }
        let mut field: Vec<Player> = self.players.iter().chain(&self.late).cloned().collect();
        if let Some(no) = absent.iter().find(|no| !field.iter().any(|p| p.no == **no)) {
            return Err(Refusal::NoSuchPlayer(*no));
        }
        let mut next = self.next_no();
        for f in fill_ins {
            if f.no != next || !f.fill_in {
                return Err(Refusal::PlayerNumber { given: f.no, next });
            }
            next = next.saturating_add(1);
        }
        field.extend(fill_ins.iter().cloned());
        let seated: BTreeSet<PlayerNo> = draw.round(1).flat_map(|g| g.players).collect();
        let (mut kept, left): (Vec<Player>, Vec<Player>) =
            field.into_iter().partition(|p| seated.contains(&p.no));
        let nobody = |p: &Player| p.fill_in && p.name.trim().is_empty();
        let wrongly_left = left.iter().any(|p| !absent.contains(&p.no) && !nobody(p));
        let seats_absent = kept.iter().any(|p| absent.contains(&p.no));
        kept.sort_by_key(|p| p.no);
        let numbers: Vec<PlayerNo> = kept.iter().map(|p| p.no).collect();
        if wrongly_left || seats_absent || !seats_all(draw, &numbers) {
            return Err(Refusal::DrawPlayers);
        }
        self.absent
            .extend(left.into_iter().filter(|p| absent.contains(&p.no)));
        self.players = kept;
        self.late.clear();
        self.numbered = self.numbered.max(next.saturating_sub(1));
        self.draw = Some(draw.clone());
        Ok(())
    }
}

/// Whether `draw` seats every one of `registered` (by number, sorted)
/// exactly once in every round, with no two games of the same round and
/// table.
fn seats_all(draw: &Draw, registered: &[PlayerNo]) -> bool {
    let seats_everyone = |round: u8| {
        let mut seated: Vec<PlayerNo> = draw.round(round).flat_map(|g| g.players).collect();
        seated.sort_unstable();
        seated == registered
    };
    let mut games: Vec<GameRef> = draw.games.iter().map(Seating::game).collect();
    games.sort_unstable();
    games.dedup();
    let rounds_ok = draw.games.iter().all(|g| (1..=ROUNDS).contains(&g.round));
    (1..=ROUNDS).all(seats_everyone) && games.len() == draw.games.len() && rounds_ok
}

#[cfg(test)]
#[path = "redraw_tests.rs"]
mod tests;
