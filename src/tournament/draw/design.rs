//! The design behind the qualifying draw: four parallel classes of a
//! transversal design TD(4, m). Four pots of m players; in each of four
//! rounds m tables, each with one player of every pot; two players meet at
//! most once, and two players of one pot never.
//!
//! Table `t` of round `r` seats player `t + r·g` of pot `g`: with arithmetic
//! modulo m for m ≥ 5 except 6 and 9, in the fields GF(4) and GF(9) for m = 4
//! and m = 9, and from a stored table for m = 6 (no cyclic or field
//! construction exists there). Two players of pots g ≠ g′ meet in round r
//! exactly when their indices differ by r·(g − g′); they meet in two rounds
//! r ≠ r′ only if (r − r′)(g − g′) is zero, which modulo m means m divides a
//! product in {1, 2, 3, 4, 6, 9}, and never happens in a field.

/// One round of the design: for each table, the index of its player in
/// each of the four pots.
pub type Round = Vec<[usize; 4]>;

/// The four rounds for `m` tables per round; `None` below four tables,
/// where no such design exists.
pub fn rounds(m: usize) -> Option<[Round; 4]> {
    match m {
        0..=3 => None,
        4 => Some(field(4, gf4_add, gf4_mul)),
        6 => Some(six()),
        9 => Some(field(9, gf9_add, gf9_mul)),
        _ => Some(field(m, |a, b| (a + b) % m, |a, b| (a * b) % m)),
    }
}

/// `t + r·g` for rounds and pots 0..4, in the ring or field given by its
/// addition and multiplication on `0..m`.
fn field(
    m: usize,
    add: impl Fn(usize, usize) -> usize,
    mul: impl Fn(usize, usize) -> usize,
) -> [Round; 4] {
    std::array::from_fn(|r| {
        (0..m)
            .map(|t| std::array::from_fn(|g| add(t, mul(r, g))))
            .collect()
    })
}

/// Addition in GF(4) = GF(2)[x]/(x² + x + 1), the element `a` being the
/// polynomial with the bits of `a` as coefficients.
pub fn gf4_add(a: usize, b: usize) -> usize {
    a ^ b
}

/// Multiplication in GF(4).
pub fn gf4_mul(a: usize, b: usize) -> usize {
    // Carry-less product of two degree-1 polynomials, then x² = x + 1.
    let mut p = 0;
    for bit in 0..2 {
        if b >> bit & 1 == 1 {
            p ^= a << bit;
        }
    }
    if p & 4 != 0 {
        p ^= 0b111;
    }
    p
}

/// Addition in GF(9) = GF(3)[i]/(i² + 1), the element `a` being
/// `a % 3 + (a / 3)·i`.
pub fn gf9_add(a: usize, b: usize) -> usize {
    (a % 3 + b % 3) % 3 + 3 * ((a / 3 + b / 3) % 3)
}

/// Multiplication in GF(9): (a + bi)(c + di) = (ac − bd) + (ad + bc)i.
pub fn gf9_mul(x: usize, y: usize) -> usize {
    let (a, b, c, d) = (x % 3, x / 3, y % 3, y / 3);
    // −bd ≡ 2bd modulo 3.
    (a * c + 2 * b * d) % 3 + 3 * ((a * d + b * c) % 3)
}

/// The four rounds for six tables (24 players): each row a table, each
/// number the player's index in pots 0–3. Found once by a depth-first
/// search (table by table, pot 0's player fixed to the table's number, the
/// first round the diagonal), which took well under a second; the unit test
/// checks it.
const SIX: [[[u8; 4]; 6]; 4] = [
    [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [4, 4, 4, 4],
        [5, 5, 5, 5],
    ],
    [
        [0, 1, 2, 3],
        [1, 0, 3, 2],
        [2, 3, 4, 5],
        [3, 2, 5, 4],
        [4, 5, 0, 1],
        [5, 4, 1, 0],
    ],
    [
        [0, 2, 1, 5],
        [1, 3, 0, 4],
        [2, 4, 3, 1],
        [3, 5, 2, 0],
        [4, 0, 5, 3],
        [5, 1, 4, 2],
    ],
    [
        [0, 3, 5, 1],
        [1, 2, 4, 0],
        [2, 5, 1, 3],
        [3, 4, 0, 2],
        [4, 1, 3, 5],
        [5, 0, 2, 4],
    ],
];

/// [`SIX`] as rounds.
fn six() -> [Round; 4] {
    SIX.map(|round| round.iter().map(|table| table.map(usize::from)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is wrong with `rounds` as a design for `m` tables: a pot not
    /// seated exactly once in a round, or two players meeting twice.
    fn problems(m: usize, rounds: &[Round; 4]) -> Vec<String> {
        let mut out = Vec::new();
        let mut met = std::collections::HashSet::new();
        for (r, round) in rounds.iter().enumerate() {
            for g in 0..4 {
                let mut seen: Vec<usize> = round.iter().map(|t| t[g]).collect();
                seen.sort_unstable();
                if seen != (0..m).collect::<Vec<_>>() {
                    out.push(format!("round {r}, pot {g}: {seen:?}"));
                }
            }
            for table in round {
                for g in 0..4 {
                    for h in g + 1..4 {
                        let pair = ((g, table[g]), (h, table[h]));
                        if !met.insert(pair) {
                            out.push(format!("{pair:?} meet twice"));
                        }
                    }
                }
            }
        }
        out
    }

    fn check(m: usize, rounds: &[Round; 4]) {
        let problems = problems(m, rounds);
        assert!(problems.is_empty(), "m = {m}: {problems:?}");
    }

    #[test]
    fn the_stored_table_for_six_tables_is_a_design() {
        check(6, &six());
    }

    #[test]
    fn every_size_from_four_tables_has_a_design() {
        assert!(rounds(3).is_none());
        for m in 4..=80 {
            let Some(r) = rounds(m) else {
                panic!("no design for m = {m}");
            };
            check(m, &r);
        }
    }

    #[test]
    fn modulo_six_and_nine_would_repeat() {
        // Why 6 and 9 need their own constructions.
        for m in [6, 9] {
            let r = field(m, |a, b| (a + b) % m, |a, b| (a * b) % m);
            assert!(!problems(m, &r).is_empty(), "m = {m}");
        }
    }

    /// Checks the field axioms on `0..q` (0 and 1 the neutral elements).
    fn field_axioms(q: usize, add: fn(usize, usize) -> usize, mul: fn(usize, usize) -> usize) {
        for a in 0..q {
            assert_eq!(add(a, 0), a);
            assert_eq!(mul(a, 1), a);
            assert_eq!(
                (0..q).filter(|b| add(a, *b) == 0).count(),
                1,
                "{a} has one negative"
            );
            if a != 0 {
                assert_eq!(
                    (0..q).filter(|b| mul(a, *b) == 1).count(),
                    1,
                    "{a} has one inverse"
                );
            }
            for b in 0..q {
                assert!(add(a, b) < q && mul(a, b) < q);
                assert_eq!(add(a, b), add(b, a));
                assert_eq!(mul(a, b), mul(b, a));
                for c in 0..q {
                    assert_eq!(add(add(a, b), c), add(a, add(b, c)));
                    assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
                    assert_eq!(mul(a, add(b, c)), add(mul(a, b), mul(a, c)));
                }
            }
        }
    }

    #[test]
    fn gf4_is_a_field() {
        field_axioms(4, gf4_add, gf4_mul);
        // x · x = x + 1, x · (x + 1) = 1.
        assert_eq!(gf4_mul(2, 2), 3);
        assert_eq!(gf4_mul(2, 3), 1);
        check(4, &field(4, gf4_add, gf4_mul));
    }

    #[test]
    fn gf9_is_a_field() {
        field_axioms(9, gf9_add, gf9_mul);
        // i · i = −1 = 2.
        assert_eq!(gf9_mul(3, 3), 2);
        check(9, &field(9, gf9_add, gf9_mul));
    }
}
