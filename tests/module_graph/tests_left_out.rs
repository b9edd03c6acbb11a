//! A source file as the module graph reads it: whole, but for the items
//! marked `#[cfg(test)]`.

/// `text` without each item marked `#[cfg(test)]` (a `mod tests { … }`, a
/// `mod wake_tests;`, a test-only function): everything else is read, the
/// code after a file's tests too. Braces inside strings, characters and
/// comments are not counted.
pub fn without_tests(text: &str) -> String {
    const MARK: &str = "#[cfg(test)]";
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        rest = &rest[at + MARK.len()..];
        rest = &rest[item_end(rest)..];
    }
    out.push_str(rest);
    out
}

/// Where the item at the start of `code` ends: after its `;` or its block's
/// closing brace, whichever ends it at depth 0.
fn item_end(code: &str) -> usize {
    let bytes = code.as_bytes();
    let (mut i, mut depth) = (0, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i += code[i..].find('\n').unwrap_or(code.len() - i);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += code[i..].find("*/").map_or(code.len() - i, |e| e + 2);
                continue;
            }
            b'r' if matches!(bytes.get(i + 1), Some(b'#' | b'"'))
                && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) =>
            {
                let hashes = code[i + 1..].chars().take_while(|c| *c == '#').count();
                if bytes.get(i + 1 + hashes) == Some(&b'"') {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let from = i + 2 + hashes;
                    i = from
                        + code[from..]
                            .find(&close)
                            .map_or(code.len() - from, |e| e + close.len());
                    continue;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
            b'\'' if bytes.get(i + 1) == Some(&b'\\') => {
                i += code[i + 2..].find('\'').map_or(code.len() - i, |e| e + 2);
            }
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    code.len()
}
