//! The module graph stays one-way: no loop of imports of any length, among
//! files or among folders, and no module outside `src/app/` imports the egui
//! app but the binary's two shells around it: the desktop window and the web
//! page. Read from the `use` lines of the sources and the paths written
//! inline (`crate::app::words::x()`), tests and comments left out.
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

#[path = "module_graph/tests_left_out.rs"]
mod tests_left_out;

use tests_left_out::without_tests;

/// Every source file under `src/` by its module path (`app::table`).
fn modules() -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    let root = dirs[0].clone();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(&root).unwrap().with_extension("");
            let mut parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            let text = std::fs::read_to_string(&path).unwrap();
            found.insert(parts.join("::"), text);
        }
    }
    found
}

/// The paths a `use` declaration names: `a::{b, c::d}` gives `a::b`, `a::c::d`.
fn named_paths(declaration: &str) -> Vec<String> {
    let declaration: String = declaration.split_whitespace().collect::<Vec<_>>().join(" ");
    let Some((prefix, rest)) = declaration.split_once("::{") else {
        return vec![declaration.split(" as ").next().unwrap().to_owned()];
    };
    let inner = rest.strip_suffix('}').unwrap_or(rest);
    let mut items = Vec::new();
    let (mut depth, mut item) = (0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    items.push(item);
    items
        .iter()
        .map(|i| {
            i.trim()
                .split("::{")
                .next()
                .unwrap()
                .split(" as ")
                .next()
                .unwrap()
                .trim()
                .to_owned()
        })
        .filter(|i| !i.is_empty())
        .map(|i| {
            if i == "self" {
                prefix.to_owned()
            } else {
                format!("{prefix}::{i}")
            }
        })
        .collect()
}

/// The module a path in module `at` leads to (the longest known prefix).
fn resolve(at: &str, path: &str, known: &BTreeMap<String, String>) -> Option<String> {
    let mut base: Vec<&str> = if at.is_empty() {
        Vec::new()
    } else {
        at.split("::").collect()
    };
    let mut segments: Vec<&str> = path.split("::").collect();
    match segments.first().copied() {
        Some("crate" | "friedrich_clock") => {
            base.clear();
            segments.remove(0);
        }
        Some("self") => {
            segments.remove(0);
        }
        Some("super") => {
            while segments.first() == Some(&"super") {
                base.pop();
                segments.remove(0);
            }
        }
        Some(first) if known.contains_key(&[at, first].join("::")) => {}
        _ => return None,
    }
    let full: Vec<&str> = base.into_iter().chain(segments).collect();
    (1..=full.len())
        .rev()
        .map(|n| full[..n].join("::"))
        .find(|m| known.contains_key(m))
}

/// Which module imports which.
fn imports() -> BTreeSet<(String, String)> {
    let known = modules();
    let mut edges = BTreeSet::new();
    for (module, text) in &known {
        let code = without_tests(text);
        let code = code.as_str();
        for statement in code.split(';') {
            // The `use` that starts a line of this statement, if any.
            let Some(declaration) = statement.lines().enumerate().find_map(|(i, line)| {
                let line = line.trim_start();
                let line = line
                    .strip_prefix("pub(crate) ")
                    .or_else(|| line.strip_prefix("pub(super) "))
                    .or_else(|| line.strip_prefix("pub "))
                    .unwrap_or(line);
                let rest = line.strip_prefix("use ")?;
                let more: Vec<&str> = statement.lines().skip(i + 1).collect();
                Some(format!("{rest} {}", more.join(" ")))
            }) else {
                continue;
            };
            for path in named_paths(declaration.trim()) {
                if let Some(target) = resolve(module, &path, &known)
                    && target != *module
                {
                    edges.insert((module.clone(), target));
                }
            }
        }
        // Paths written inline, outside `use` lines: `crate::app::words::x()`.
        for path in inline_paths(code) {
            if let Some(target) = resolve(module, &path, &known)
                && target != *module
            {
                edges.insert((module.clone(), target));
            }
        }
    }
    edges
}

/// The paths written in code (comments left out) that start at the crate,
/// the library or a parent: `crate::a::b`, `friedrich_clock::a`, `super::a`.
fn inline_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or_default();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let starts_word = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
            let rest: String = chars[i..].iter().collect();
            let root = ["crate::", "friedrich_clock::", "super::"]
                .into_iter()
                .find(|r| rest.starts_with(r));
            match root {
                Some(_) if starts_word => {
                    let path: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                        .collect();
                    i += path.chars().count();
                    paths.push(path.trim_end_matches(':').to_owned());
                }
                _ => i += 1,
            }
        }
    }
    paths
}

/// A loop in `edges`, as the path that goes round it, if there is one.
fn a_loop(edges: &BTreeSet<(String, String)>) -> Option<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (from, to) in edges {
        next.entry(from).or_default().push(to);
    }
    // Depth first; a node met again while still on the path closes a loop.
    #[derive(Clone, Copy, PartialEq)]
    enum Seen {
        OnPath,
        Done,
    }
    let mut seen: BTreeMap<&str, Seen> = BTreeMap::new();
    for start in next.keys().copied() {
        if seen.contains_key(start) {
            continue;
        }
        let mut path: Vec<(&str, usize)> = vec![(start, 0)];
        seen.insert(start, Seen::OnPath);
        while let Some((node, i)) = path.last_mut() {
            let node: &str = node;
            let outs = next.get(node).map_or(&[][..], Vec::as_slice);
            if let Some(&to) = outs.get(*i) {
                *i += 1;
                match seen.get(to) {
                    Some(Seen::OnPath) => {
                        let from = path.iter().position(|(n, _)| *n == to).unwrap();
                        let mut round: Vec<String> =
                            path[from..].iter().map(|(n, _)| (*n).to_owned()).collect();
                        round.push(to.to_owned());
                        return Some(round);
                    }
                    Some(Seen::Done) => {}
                    None => {
                        seen.insert(to, Seen::OnPath);
                        path.push((to, 0));
                    }
                }
            } else {
                seen.insert(node, Seen::Done);
                path.pop();
            }
        }
    }
    None
}

/// The edges between folders (and files) at one depth: `a::b::c → a::d::e`
/// at depth 2 is `a::b → a::d`; at each depth only siblings, the children
/// of one folder, are compared (depth 1 compares the top-level modules).
fn folder_edges(edges: &BTreeSet<(String, String)>, depth: usize) -> BTreeSet<(String, String)> {
    let cut = |m: &str| -> Option<(String, String)> {
        let parts: Vec<&str> = m.split("::").collect();
        (parts.len() >= depth).then(|| (parts[..depth - 1].join("::"), parts[..depth].join("::")))
    };
    edges
        .iter()
        .filter_map(|(a, b)| {
            let ((pa, a), (pb, b)) = (cut(a)?, cut(b)?);
            (pa == pb && a != b).then_some((a, b))
        })
        .collect()
}

#[test]
fn no_loop_of_imports_among_files() {
    let edges = imports();
    assert!(edges.len() > 100, "the graph was not read: {edges:?}");
    assert_eq!(
        a_loop(&edges),
        None,
        "files importing each other round a loop"
    );
}

#[test]
fn no_loop_of_imports_among_folders() {
    let edges = imports();
    for depth in 1..=3 {
        let folders = folder_edges(&edges, depth);
        assert_eq!(
            a_loop(&folders),
            None,
            "folders importing each other round a loop at depth {depth}"
        );
    }
}

#[test]
fn a_loop_of_three_is_found_and_a_chain_is_not() {
    let pairs = |list: &[(&str, &str)]| -> BTreeSet<(String, String)> {
        list.iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect()
    };
    let round = pairs(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")]);
    let found = a_loop(&round).unwrap();
    assert_eq!(found.first(), found.last());
    assert_eq!(found.len(), 4);
    assert_eq!(a_loop(&pairs(&[("a", "b"), ("b", "c"), ("a", "c")])), None);
    // Files in two folders that import across both ways make a folder loop.
    let across = pairs(&[("words::x", "tournament::y"), ("tournament::z", "words::w")]);
    assert_eq!(a_loop(&across), None);
    assert!(a_loop(&folder_edges(&across, 1)).is_some());
}

#[test]
fn no_two_modules_import_each_other() {
    let edges = imports();
    assert!(edges.len() > 100, "the graph was not read: {edges:?}");
    let both: Vec<_> = edges
        .iter()
        .filter(|(a, b)| a < b && edges.contains(&(b.clone(), a.clone())))
        .collect();
    assert!(both.is_empty(), "modules importing each other: {both:?}");
}

#[test]
fn only_the_window_and_the_web_page_import_the_app() {
    let edges = imports();
    let outside: Vec<_> = edges
        .iter()
        .filter(|(from, to)| {
            (to == "app" || to.starts_with("app::"))
                && !(from == "app" || from.starts_with("app::"))
                && from != "window"
                && from != "web"
        })
        .collect();
    assert!(
        outside.is_empty(),
        "the app imported from outside: {outside:?}"
    );
    assert!(edges.contains(&("window".to_owned(), "app".to_owned())));
}

/// The top-level modules by layer, bottom first, as `docs/architecture.md`
/// draws them: a module imports only from layers below its own.
const LAYERS: &[&[&str]] = &[
    &["engine", "lang", "strict_json", "certificate"],
    &[
        "format",
        "timeline",
        "scoring",
        "wire",
        "disk",
        "spreadsheet",
    ],
    &["journal", "heartbeat", "sound", "tournament"],
    &["archive", "settings"],
    &["recovery"],
    &["session"],
    &["shipping"],
    &["words"],
    // The frame around every HTML page, the report sheet's included.
    &["page_frame"],
    &["report"],
    // The tournament's pages and printouts show the time charts too.
    &["sheets"],
    // The published site: the sheets as pages of a folder.
    &["site"],
    &["hall", "app"],
    &["window", "web"],
    &["cli"],
];

#[test]
fn every_arrow_between_top_level_modules_points_down_a_layer() {
    let layer = |m: &str| LAYERS.iter().position(|l| l.contains(&m));
    let edges = folder_edges(&imports(), 1);
    let unplaced: BTreeSet<&str> = edges
        .iter()
        .flat_map(|(a, b)| [a.as_str(), b.as_str()])
        .filter(|m| layer(m).is_none())
        .collect();
    assert!(
        unplaced.is_empty(),
        "modules not placed in a layer (add them to LAYERS and docs/architecture.md): {unplaced:?}"
    );
    let upward: Vec<_> = edges.iter().filter(|(a, b)| layer(a) <= layer(b)).collect();
    assert!(upward.is_empty(), "arrows not pointing down: {upward:?}");
}

#[test]
fn a_file_is_read_past_its_tests_and_only_the_test_items_are_left_out() {
    let text = "use crate::a;\n#[cfg(test)]\nmod wake_tests;\n#[cfg(test)]\n#[allow(x)]\nmod tests {\n    use crate::hidden;\n    fn f() -> &'static str { let _ = '}'; \"} {\" }\n    const R: &str = r#\"}\"#; // }\n}\nuse crate::b;\n";
    let kept = without_tests(text);
    assert!(
        kept.contains("use crate::a;") && kept.contains("use crate::b;"),
        "{kept}"
    );
    assert!(
        !kept.contains("hidden") && !kept.contains("wake_tests"),
        "{kept}"
    );
    // The app's own file: what follows its first test module is read.
    let app = &modules()["app"];
    let first = app.find("#[cfg(test)]").unwrap();
    let after_tests = without_tests(&app[first..]);
    assert!(
        after_tests.contains("fn prepare"),
        "app/mod.rs read past its tests"
    );
}
