//! Reading the printouts back as a person would: the text without tags,
//! the cards, the rows of a table; and a CSV parser (RFC 4180).
// Each test binary uses some of it.
#![allow(dead_code)]

/// The text of some HTML as it reads: tags dropped (a block's or a cell's
/// edge, a line break, is a space; `<span>` and `<b>` are not), the five
/// entities decoded, spaces folded.
pub fn plain(html: &str) -> String {
    let mut out = String::new();
    let mut tag: Option<String> = None;
    for c in html.chars() {
        match (&mut tag, c) {
            (None, '<') => tag = Some(String::new()),
            (Some(t), '>') => {
                let name: String = t
                    .trim_start_matches('/')
                    .chars()
                    .take_while(char::is_ascii_alphanumeric)
                    .collect();
                if !matches!(name.as_str(), "span" | "b") {
                    out.push(' ');
                }
                tag = None;
            }
            (Some(t), c) => t.push(c),
            (None, c) => out.push(c),
        }
    }
    let out = out
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The cards of a page of cards, in order.
pub fn cards(html: &str) -> Vec<&str> {
    html.split("<div class=\"card\">").skip(1).collect()
}

/// The text of every cell of every row inside each `<tag>…</tag>` of
/// `html` (`tbody`, `thead`).
pub fn rows(html: &str, tag: &str) -> Vec<Vec<String>> {
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut found = Vec::new();
    for part in html.split(&open).skip(1) {
        let inner = part.split(&close).next().unwrap_or_default();
        for row in inner.split("<tr").skip(1) {
            let row = row.split("</tr>").next().unwrap_or_default();
            let cells: Vec<String> = row
                .split("<t")
                .skip(1)
                .filter(|c| c.starts_with('d') || c.starts_with('h'))
                .map(|c| {
                    let c = c.split("</td>").next().unwrap_or_default();
                    let c = c.split("</th>").next().unwrap_or_default();
                    plain(&format!("<{c}"))
                })
                .collect();
            found.push(cells);
        }
    }
    found
}

/// The cells of `<tag>`'s rows; for a tag without rows (`h1`), its text.
pub fn cells(html: &str, tag: &str) -> Vec<Vec<String>> {
    let found = rows(html, tag);
    if !found.is_empty() {
        return found;
    }
    html.split(&format!("<{tag}>"))
        .skip(1)
        .map(|p| {
            vec![plain(
                p.split(&format!("</{tag}>")).next().unwrap_or_default(),
            )]
        })
        .collect()
}

/// Parses CSV: fields split by commas, quoted fields with `""` for a quote
/// and commas or line breaks inside.
pub fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let (mut record, mut field) = (Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut field)),
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, '\r') => {}
            (false, c) => field.push(c),
        }
    }
    assert!(!quoted, "a quote not closed");
    if !field.is_empty() || !record.is_empty() {
        record.push(field);
        records.push(record);
    }
    records
}
