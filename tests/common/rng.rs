//! A small deterministic random source (a 64-bit LCG): the same seed gives the
//! same sequence, so a failure can be replayed from its printed seed. Shared by
//! the crash drill and, through `#[path]`, the replay benchmark.

/// A 64-bit linear congruential generator (Knuth's MMIX constants).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number in `0..n` (`n` must not be 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}
