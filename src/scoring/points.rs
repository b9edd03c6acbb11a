//! Points in hundredths, so every score is exact to two decimals and the
//! sums shown on the sheet add up.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A score in hundredths of a point (1234 = 12.34 points). In JSON it is a
/// number with up to two decimals (12.34).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(pub i64);

impl Serialize for Points {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = f64::deserialize(d)?;
        // Two decimals at most, so the rounding is exact; scores are small.
        #[allow(clippy::cast_possible_truncation)]
        Ok(Self((value * 100.0).round() as i64))
    }
}

impl Points {
    /// Whole points.
    pub const fn whole(points: i64) -> Self {
        Self(points * 100)
    }

    /// Tenths of a point (0.1 · `tenths`).
    pub const fn tenths(tenths: i64) -> Self {
        Self(tenths * 10)
    }

    /// `num / den` points, rounded half up to two decimals.
    pub fn ratio(num: i64, den: i64) -> Self {
        Self(div_round(num * 100, den))
    }

    /// The value as a float, for JSON readers.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// The smaller of two scores.
    pub fn min(self, other: Self) -> Self {
        Ord::min(self, other)
    }
}

impl std::ops::Add for Points {
    type Output = Self;

    fn add(self, rhs: Self) -> Self {
        Self(self.0 + rhs.0)
    }
}

impl std::ops::Sub for Points {
    type Output = Self;

    fn sub(self, rhs: Self) -> Self {
        Self(self.0 - rhs.0)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

/// `num / den` rounded half up (den > 0, num ≥ 0 in every use; negative
/// numerators round half away from zero).
pub fn div_round(num: i64, den: i64) -> i64 {
    let q = (2 * num.abs() + den) / (2 * den);
    if num < 0 { -q } else { q }
}

/// `held / total` as a whole percent, rounded to the nearest (half up):
/// 12 of 14 = 85.71 % → 86.
pub fn whole_percent(held: u32, total: u32) -> i64 {
    div_round(i64::from(held) * 100, i64::from(total))
}

/// `held / total` as a whole percent, rounded up: 1 of 3 = 33.33 % → 34.
pub fn whole_percent_up(held: u32, total: u32) -> i64 {
    let (num, den) = (i64::from(held) * 100, i64::from(total));
    (num + den - 1) / den
}

/// A percentage with two decimals, for formulas: `held / total` as 62.50
/// (in hundredths, as points are).
pub fn percent(held: u32, total: u32) -> Points {
    Points(div_round(i64::from(held) * 10_000, i64::from(total)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_decimals_with_sign() {
        assert_eq!(Points(1267).to_string(), "12.67");
        assert_eq!(Points(5).to_string(), "0.05");
        assert_eq!(Points(-70).to_string(), "-0.70");
        assert_eq!(Points::whole(10).to_string(), "10.00");
    }

    #[test]
    fn ratios_round_half_up() {
        // 4 · 2/3 = 2.666… → 2.67; 4 · 1/3 → 1.33 (the rules' own example).
        assert_eq!(Points::ratio(8, 3), Points(267));
        assert_eq!(Points::ratio(4, 3), Points(133));
        // 1/16 of 10 points = 0.625 → 0.63.
        assert_eq!(Points::ratio(10, 16), Points(63));
        assert_eq!(div_round(125, 10), 13);
        assert_eq!(div_round(-125, 10), -13);
        assert_eq!(percent(5, 8), Points(6250));
        assert_eq!(percent(1, 3), Points(3333));
        assert_eq!(whole_percent(12, 14), 86);
        assert_eq!(whole_percent(10, 14), 71);
        assert_eq!(whole_percent(5, 8), 63);
        assert_eq!(whole_percent_up(1, 3), 34);
        assert_eq!(whole_percent_up(5, 8), 63);
        assert_eq!(whole_percent_up(6, 6), 100);
        assert_eq!(whole_percent_up(0, 6), 0);
    }
}
