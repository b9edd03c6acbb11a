//! Wrong keys, by the address they came from. A table's key is public, the
//! jury's is not: someone on the Wi-Fi guessing it sends wrong keys by the
//! thousand. After [`FREE`] wrong keys within a minute from one address,
//! each further wrong answer to it waits [`SLOWED`]; the hall logs one line
//! per burst, and the hall view's header says "N wrong keys from ADDRESS
//! since 14:02" until the hall restarts.

use std::collections::{BTreeMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use chrono::{DateTime, Local};

use crate::engine::Ms;

/// Wrong keys one address may send within [`WINDOW_MS`] unslowed.
pub const FREE: usize = 10;
/// The window the free wrong keys are counted in.
pub const WINDOW_MS: Ms = 60_000;
/// How long each further wrong answer waits.
pub const SLOWED: Duration = Duration::from_secs(1);

/// One address's wrong keys.
#[derive(Debug, Clone)]
struct Sender {
    /// The hall's instants of its wrong keys within the window.
    recent: VecDeque<Ms>,
    /// Its wrong keys since its first burst (none before one).
    counted: usize,
    /// When its first burst began (the wall clock people read).
    since: Option<DateTime<Local>>,
    /// Whether the burst under way is logged.
    logged: bool,
}

/// An address that sent a burst of wrong keys, as the hall view says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Burst {
    /// Where they came from.
    pub from: IpAddr,
    /// How many wrong keys since the first burst began.
    pub count: usize,
    /// When it began.
    pub since: DateTime<Local>,
}

/// Every address's wrong keys.
#[derive(Debug, Default)]
pub struct WrongKeys(Mutex<BTreeMap<IpAddr, Sender>>);

impl WrongKeys {
    fn lock(&self) -> MutexGuard<'_, BTreeMap<IpAddr, Sender>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A wrong key from `from` at the hall's instant `now` (`wall` for
    /// people): how long its answer waits (nothing for the first
    /// [`FREE`] within a minute).
    pub fn wrong(&self, from: IpAddr, now: Ms, wall: DateTime<Local>) -> Duration {
        let mut senders = self.lock();
        let sender = senders.entry(from).or_insert_with(|| Sender {
            recent: VecDeque::new(),
            counted: 0,
            since: None,
            logged: false,
        });
        while sender
            .recent
            .front()
            .is_some_and(|at| now.saturating_sub(*at) >= WINDOW_MS)
        {
            sender.recent.pop_front();
        }
        sender.recent.push_back(now);
        if sender.recent.len() <= FREE {
            sender.logged = false;
            if sender.since.is_some() {
                sender.counted += 1;
            }
            return Duration::ZERO;
        }
        if sender.since.is_none() {
            sender.since = Some(wall);
            sender.counted = sender.recent.len();
        } else {
            sender.counted += 1;
        }
        if !sender.logged {
            sender.logged = true;
            log::warn!(
                "{} wrong keys from {from} within a minute: each further wrong key waits {} s",
                sender.recent.len(),
                SLOWED.as_secs()
            );
        }
        SLOWED
    }

    /// The addresses that sent a burst of wrong keys, most first.
    pub fn bursts(&self) -> Vec<Burst> {
        let mut bursts: Vec<Burst> = self
            .lock()
            .iter()
            .filter_map(|(from, s)| {
                s.since.map(|since| Burst {
                    from: *from,
                    count: s.counted,
                    since,
                })
            })
            .collect();
        bursts.sort_by_key(|b| std::cmp::Reverse(b.count));
        bursts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_wrong_keys_a_minute_are_free_and_the_eleventh_waits() {
        let keys = WrongKeys::default();
        let phone: IpAddr = [192, 168, 1, 23].into();
        let tablet: IpAddr = [192, 168, 1, 30].into();
        let wall = Local::now();
        for i in 0..10 {
            assert_eq!(keys.wrong(phone, i * 100, wall), Duration::ZERO);
        }
        assert!(keys.bursts().is_empty(), "ten mistakes are no burst");
        assert_eq!(keys.wrong(phone, 1_000, wall), SLOWED);
        assert_eq!(keys.wrong(phone, 2_000, wall), SLOWED);
        assert_eq!(
            keys.wrong(tablet, 2_000, wall),
            Duration::ZERO,
            "another address is not slowed"
        );
        let bursts = keys.bursts();
        assert_eq!(bursts.len(), 1);
        assert_eq!((bursts[0].from, bursts[0].count), (phone, 12));
        // A minute later the window is empty again: free, still counted.
        assert_eq!(keys.wrong(phone, 70_000, wall), Duration::ZERO);
        assert_eq!(keys.bursts()[0].count, 13);
    }
}
