//! What a line pushed to the hall must be: a journal line of its place (the
//! game line first, then commands), within the size limit, with game time
//! never running backwards.

use crate::engine::Ms;
use crate::journal::Record;

/// The longest line the hall takes (a journal line is far shorter).
pub const MAX_LINE: usize = 16 * 1024;

/// A line that is not what it must be: its number and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Malformed {
    /// The line's number in the journal.
    pub(super) line: usize,
    /// What is wrong with it.
    pub(super) why: String,
}

/// Parses a line as the journal line it must be: the game line first, then commands.
pub(super) fn parse(number: usize, line: &str) -> Result<Record, Malformed> {
    let malformed = |why: String| Malformed { line: number, why };
    if line.len() > MAX_LINE {
        return Err(malformed(format!("longer than {MAX_LINE} bytes")));
    }
    if line.contains(['\n', '\r']) {
        return Err(malformed("a line break inside the line".to_owned()));
    }
    let record: Record =
        crate::strict_json::from_str(line).map_err(|e| malformed(e.to_string()))?;
    match (&record, number) {
        (Record::Game { .. }, 1) | (Record::Command { .. } | Record::Result { .. }, 2..) => {
            Ok(record)
        }
        (Record::Game { .. }, _) => Err(malformed("a second game line".to_owned())),
        (Record::Command { .. } | Record::Result { .. }, _) => {
            Err(malformed("the first line must be the game".to_owned()))
        }
    }
}

/// Game time never runs backwards in a journal (the table's clock is
/// monotonic and refuses such a command): the first line whose time comes
/// before the one before it is refused, `from` being the first line's number
/// and `last` the game time before it.
pub(super) fn in_order<'a>(
    records: impl IntoIterator<Item = &'a Record>,
    from: usize,
    mut last: Ms,
) -> Result<(), Malformed> {
    for (i, record) in records.into_iter().enumerate() {
        if let Record::Command { t, .. } = record {
            if *t < last {
                return Err(Malformed {
                    line: from + i,
                    why: format!("game time runs backwards: {t} ms after {last} ms"),
                });
            }
            last = *t;
        }
    }
    Ok(())
}

/// The lines as a file's bytes, each with its `\n`.
pub(super) fn joined<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<u8> {
    let mut bytes = Vec::new();
    for line in lines {
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
    }
    bytes
}
