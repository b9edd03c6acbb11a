//! A table that stacks on a phone (`table[data-stack]`, `tournament.css`): under
//! 600 px each row's cells wrap as lines, the header row hidden from the
//! eye and each cell saying its column (`data-label`). A table laid out so
//! is no table to a screen reader any more (the browsers drop the
//! semantics of a table whose display changed), so [`stacked`] says them
//! in ARIA roles: the table, its row groups, rows, cells and headers (a
//! header `scope="row"` a row's header, any other a column's), the same on
//! every width and on paper.

use maud::{Markup, PreEscaped};

/// The elements of a table and the role each is given, in the order they
/// are looked for (`<thead` before `<th`).
const ROLES: [(&str, &str); 7] = [
    ("<table", "table"),
    ("<thead", "rowgroup"),
    ("<tbody", "rowgroup"),
    ("<tr", "row"),
    ("<th scope=\"row\"", "rowheader"),
    ("<th", "columnheader"),
    ("<td", "cell"),
];

/// `table` (maud's markup of one or more tables, its text escaped, so a
/// `<` is always a tag's) with `data-stack` on each outermost table and the
/// roles said (a table nested in a cell too, which keeps its own layout).
pub fn stacked(table: &Markup) -> Markup {
    let text: &str = &table.0;
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut rest = text;
    let mut depth = 0_usize;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest.starts_with("</table>") {
            depth = depth.saturating_sub(1);
        }
        let found = ROLES
            .iter()
            .find(|(tag, _)| rest.starts_with(tag) && rest[tag.len()..].starts_with([' ', '>']));
        if let Some((tag, role)) = found {
            out.push_str(tag);
            out.push_str(" role=\"");
            out.push_str(role);
            out.push('"');
            if *tag == "<table" {
                if depth == 0 {
                    out.push_str(" data-stack");
                }
                depth += 1;
            }
            rest = &rest[tag.len()..];
        } else {
            out.push('<');
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    PreEscaped(out)
}

#[cfg(test)]
mod tests {
    use maud::html;

    use super::*;

    #[test]
    fn every_part_of_a_stacked_table_says_its_role() {
        let table = html! {
            table.final { thead { tr { th { "Place" } th.n { "a<b" } } } tbody {
                tr { th scope="row" { "1" } td data-label="Role" { "Elisabeth" } td { table { tr { td { "in" } } } } }
            } }
        };
        assert_eq!(
            stacked(&table).into_string(),
            "<table role=\"table\" data-stack class=\"final\"><thead role=\"rowgroup\"><tr role=\"row\">\
             <th role=\"columnheader\">Place</th><th role=\"columnheader\" class=\"n\">a&lt;b</th></tr></thead>\
             <tbody role=\"rowgroup\"><tr role=\"row\"><th scope=\"row\" role=\"rowheader\">1</th>\
             <td role=\"cell\" data-label=\"Role\">Elisabeth</td><td role=\"cell\"><table role=\"table\">\
             <tr role=\"row\"><td role=\"cell\">in</td></tr></table></td></tr></tbody></table>"
        );
    }
}
