//! Who controls which nation: drop-outs and the Imperial Army.

use serde::{Deserialize, Serialize};

use super::nation::{Nation, Role};

/// The nations still in the game and who controls the Imperial Army.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Control {
    out: [bool; Nation::COUNT],
    imperial_override: Option<Role>,
}

impl Control {
    /// Whether the nation has left the game.
    pub fn is_out(&self, nation: Nation) -> bool {
        self.out[nation.index()]
    }

    /// Nations that have left the game, in stage order.
    pub fn out_nations(&self) -> Vec<Nation> {
        Nation::ALL
            .into_iter()
            .filter(|n| self.is_out(*n))
            .collect()
    }

    /// Marks a nation as out (or back in, to correct a mistake).
    pub(crate) fn set_out(&mut self, nation: Nation, out: bool) {
        self.out[nation.index()] = out;
    }

    /// The jury's override of Imperial Army control, if any.
    pub fn imperial_override(&self) -> Option<Role> {
        self.imperial_override
    }

    /// Sets or clears the jury's override of Imperial Army control.
    pub(crate) fn set_imperial_override(&mut self, role: Option<Role>) {
        self.imperial_override = role;
    }

    /// Who controls the Imperial Army under the rules, ignoring any override:
    /// Elisabeth once Russia and Sweden are both out, otherwise Pompadour once
    /// France is out, otherwise Maria Theresia.
    pub fn imperial_by_rule(&self) -> Role {
        if self.is_out(Nation::Russia) && self.is_out(Nation::Sweden) {
            Role::Elisabeth
        } else if self.is_out(Nation::France) {
            Role::Pompadour
        } else {
            Role::MariaTheresia
        }
    }

    /// The role that plays the nation now.
    pub fn controller(&self, nation: Nation) -> Role {
        match nation {
            Nation::ImperialArmy => self.imperial_override.unwrap_or(self.imperial_by_rule()),
            other => other.home_role(),
        }
    }

    /// The first nation at or after `from` (in stage order) that is still in the game.
    pub fn next_in_game(&self, from: usize) -> Option<Nation> {
        Nation::ALL
            .into_iter()
            .skip(from)
            .find(|n| !self.is_out(*n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imperial_army_starts_with_maria_theresia() {
        assert_eq!(
            Control::default().controller(Nation::ImperialArmy),
            Role::MariaTheresia
        );
    }

    #[test]
    fn imperial_army_passes_to_elisabeth_when_russia_and_sweden_are_out() {
        let mut c = Control::default();
        c.set_out(Nation::Russia, true);
        assert_eq!(c.controller(Nation::ImperialArmy), Role::MariaTheresia);
        c.set_out(Nation::Sweden, true);
        assert_eq!(c.controller(Nation::ImperialArmy), Role::Elisabeth);
    }

    #[test]
    fn imperial_army_passes_to_pompadour_when_france_is_out() {
        let mut c = Control::default();
        c.set_out(Nation::France, true);
        assert_eq!(c.controller(Nation::ImperialArmy), Role::Pompadour);
        // Elisabeth takes precedence once both her nations are out.
        c.set_out(Nation::Russia, true);
        c.set_out(Nation::Sweden, true);
        assert_eq!(c.controller(Nation::ImperialArmy), Role::Elisabeth);
    }

    #[test]
    fn override_beats_the_rule() {
        let mut c = Control::default();
        c.set_imperial_override(Some(Role::Pompadour));
        assert_eq!(c.controller(Nation::ImperialArmy), Role::Pompadour);
        c.set_imperial_override(None);
        assert_eq!(c.controller(Nation::ImperialArmy), Role::MariaTheresia);
    }
}
