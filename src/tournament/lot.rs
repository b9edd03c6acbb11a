//! The tournament's one random source: SplitMix64 from a seed the shell
//! passes in (the hall draws it from the operating system), so the same
//! seed gives the same draw and the same lot on every machine. The
//! tournament itself never reads a clock or asks for randomness.

/// SplitMix64: a seed's sequence of random numbers.
#[derive(Debug, Clone)]
pub struct Lot(u64);

impl Lot {
    /// The sequence of `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next random 64-bit number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        let n = u64::try_from(n).unwrap_or(u64::MAX).max(1);
        usize::try_from(self.next_u64() % n).unwrap_or(0)
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        // 53 random bits, exactly representable.
        #[allow(clippy::cast_precision_loss)]
        let bits = (self.next_u64() >> 11) as f64;
        bits / (1u64 << 53) as f64
    }

    /// Fisher–Yates: `items` in a random order.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_order_every_time_and_another_seed_another() {
        let order = |seed| {
            let mut players: Vec<u32> = (1..=8).collect();
            Lot::new(seed).shuffle(&mut players);
            players
        };
        assert_eq!(order(7), order(7));
        assert_ne!(order(7), order(8));
        let mut sorted = order(7);
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=8).collect::<Vec<_>>());
    }
}
