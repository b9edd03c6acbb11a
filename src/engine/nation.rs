//! The seven nations, the two clock sides and the four roles.

use serde::{Deserialize, Serialize};

/// A nation, listed in the order of its action stage within a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Nation {
    /// Frederick's first nation.
    Prussia,
    /// Frederick's second nation.
    Hanover,
    /// Elisabeth's first nation.
    Russia,
    /// Elisabeth's second nation.
    Sweden,
    /// Maria Theresia's first nation.
    Austria,
    /// Maria Theresia's second nation (it may change hands).
    ImperialArmy,
    /// Pompadour's nation.
    France,
}

impl Nation {
    /// How many nations there are (Prussia to France).
    pub const COUNT: usize = 7;

    /// Bohemia's objectives on the board, shared by Prussia and Austria.
    pub const BOHEMIAN_OBJECTIVES: u32 = 14;

    /// When these three are all out, Prussia has won a defensive victory.
    pub const PRUSSIAN_VICTORY: [Self; 3] = [Self::Russia, Self::Sweden, Self::France];

    /// All nations in the order of their action stages.
    pub const ALL: [Self; Self::COUNT] = [
        Self::Prussia,
        Self::Hanover,
        Self::Russia,
        Self::Sweden,
        Self::Austria,
        Self::ImperialArmy,
        Self::France,
    ];

    /// Position of this nation's action stage within a turn (0 = Prussia).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The clock side this nation plays on.
    pub fn side(self) -> Side {
        match self {
            Self::Prussia | Self::Hanover => Side::Frederick,
            _ => Side::Attackers,
        }
    }

    /// The role that plays this nation when nobody has dropped out.
    pub fn home_role(self) -> Role {
        match self {
            Self::Prussia | Self::Hanover => Role::Frederick,
            Self::Russia | Self::Sweden => Role::Elisabeth,
            Self::Austria | Self::ImperialArmy => Role::MariaTheresia,
            Self::France => Role::Pompadour,
        }
    }

    /// Whether a Card of Fate can take this nation out of the game.
    pub fn can_drop_out(self) -> bool {
        matches!(self, Self::Russia | Self::Sweden | Self::France)
    }
}

/// One of the two sides of the chess clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Frederick's clock: Prussia and Hanover.
    Frederick,
    /// The attackers' shared clock: Russia, Sweden, Austria, Imperial Army, France.
    Attackers,
}

impl Side {
    /// Both sides, Frederick first.
    pub const BOTH: [Self; 2] = [Self::Frederick, Self::Attackers];

    /// Index into per-side arrays (Frederick = 0).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub fn other(self) -> Self {
        match self {
            Self::Frederick => Self::Attackers,
            Self::Attackers => Self::Frederick,
        }
    }
}

/// A player's role at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// Plays Prussia and Hanover.
    Frederick,
    /// Plays Russia and Sweden.
    Elisabeth,
    /// Plays Austria and (usually) the Imperial Army.
    MariaTheresia,
    /// Plays France and runs the clock.
    Pompadour,
}

impl Role {
    /// All four roles.
    pub const ALL: [Self; 4] = [
        Self::Frederick,
        Self::Elisabeth,
        Self::MariaTheresia,
        Self::Pompadour,
    ];

    /// The roles that may control the Imperial Army (never Frederick).
    pub const ARMY_CONTROLLERS: [Self; 3] = [Self::MariaTheresia, Self::Elisabeth, Self::Pompadour];

    /// Whether this role may control the Imperial Army: the one check the
    /// clock, the jury's stopwatch set-up and `score` share.
    pub fn may_control_imperial_army(self) -> bool {
        Self::ARMY_CONTROLLERS.contains(&self)
    }
}
