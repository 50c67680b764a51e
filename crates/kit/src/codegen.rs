//! The code `kit new` writes from a problem's input [`Shape`] and [`Answer`]: the Rust
//! reader (`ranged!` types, the case's structs, `read_case`), the `solve` and `brute_solve`
//! loops, the `study` module's description, and the C++ reader, structs and output loop. The
//! templates in `crates/kit/template/` hold the prose around them.
//!
//! ## Tested
//! Unit tests on the pieces; `tests/consistency.rs` writes crates from four shapes, one per
//! layout, checks they compile and are formatted, fills in a rule and runs their own tests
//! (stress included) and clippy, and runs each C++ program on random inputs of its shape
//! against the answers computed from the values `study::shape` reads, and on bad input
//! against the Rust reader's message.

use std::fmt::Write as _;
use study::contract::Layout;
use study::shape::{is_length, Field, Item, Len, Shape};

/// What a problem prints per case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// One of two words: the first when the player to move wins (`words:First,Second`).
    Words(String, String),
    /// A number (`number`).
    Number,
    /// A line of text, which may hold several words or lines (`line`).
    Line,
}

impl Answer {
    /// The `--answer` forms, for help and errors.
    pub const FORMS: &'static str = "words:WIN,LOSE (the default words:First,Second), number, line";

    /// Parses `--answer`.
    ///
    /// # Errors
    /// Anything but the forms of [`Answer::FORMS`], or a word with whitespace or quotes.
    pub fn parse(text: &str) -> Result<Answer, String> {
        match text {
            "number" => return Ok(Answer::Number),
            "line" => return Ok(Answer::Line),
            _ => {}
        }
        if let Some((win, lose)) = text.strip_prefix("words:").and_then(|w| w.split_once(',')) {
            let ok = |w: &str| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_graphic() && c != '"' && c != '\\')
            };
            if ok(win) && ok(lose) && win != lose {
                return Ok(Answer::Words(win.into(), lose.into()));
            }
        }
        Err(format!(
            "unknown answer `{text}`: expected {} (two different words without spaces or quotes)",
            Answer::FORMS
        ))
    }

    /// The fast function's name.
    pub fn fast(&self) -> &'static str {
        match self {
            Answer::Words(..) => "first_player_wins",
            _ => "answer",
        }
    }

    /// The brute force's name.
    pub fn brute(&self) -> &'static str {
        match self {
            Answer::Words(..) => "brute_force",
            _ => "brute_answer",
        }
    }

    fn rust_type(&self) -> &'static str {
        match self {
            Answer::Words(..) => "bool",
            Answer::Number => "u64",
            Answer::Line => "String",
        }
    }

    /// What one case's line says, for docs.
    fn doc(&self) -> String {
        match self {
            Answer::Words(w, l) => format!("`{w}` when the player to move wins, else `{l}`"),
            Answer::Number => "a number".into(),
            Answer::Line => "a line of text".into(),
        }
    }

    /// The Rust statement that writes `value` (the fast or brute function's result).
    fn write_rust(&self, value: &str, indent: &str) -> String {
        match self {
            Answer::Words(w, l) => format!(
                "let word = if {value} {{ \"{w}\" }} else {{ \"{l}\" }};\n{indent}writeln!(out, \"{{word}}\")?;"
            ),
            _ => format!("writeln!(out, \"{{}}\", {value})?;"),
        }
    }
}

/// `snake_case` to `CamelCase`.
pub fn camel(name: &str) -> String {
    name.split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or(String::new(), |c| {
                c.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// The Rust struct of one item of the list `name`: its name in the singular.
pub fn record_name(name: &str) -> String {
    let singular = match name.strip_suffix('s') {
        Some(stem) if stem.len() > 1 => stem,
        _ => name,
    };
    camel(singular)
}

/// The fields stored in a Rust struct: all but the numbers that give a length.
fn stored(fields: &[Field]) -> Vec<&Field> {
    fields
        .iter()
        .enumerate()
        .filter(|(i, f)| !(f.is_number() && is_length(&f.name, &fields[i + 1..])))
        .map(|(_, f)| f)
        .collect()
}

fn rust_len(count: &Len) -> String {
    match count {
        Len::Fixed(n) => n.to_string(),
        Len::Field { name, minus: 0 } => name.clone(),
        Len::Field { name, minus } => format!("{name} - {minus}"),
    }
}

fn item_type(f: &Field) -> String {
    match &f.item {
        Item::Number { .. } => "u64".into(),
        Item::Word => "String".into(),
        Item::Record(_) => record_name(&f.name),
    }
}

fn field_type(f: &Field) -> String {
    match f.count {
        None => item_type(f),
        Some(_) => format!("Vec<{}>", item_type(f)),
    }
}

/// Every number field (scalar or list item) and whether it gives a length, in reading order.
fn numbers(fields: &[Field], out: &mut Vec<(Field, bool)>) {
    for (i, f) in fields.iter().enumerate() {
        match &f.item {
            Item::Number { .. } => out.push((f.clone(), is_length(&f.name, &fields[i + 1..]))),
            Item::Record(inner) => numbers(inner, out),
            Item::Word => {}
        }
    }
}

/// The `shared::ranged!` lines: the count of cases, then one type per number field.
pub fn ranged(shape: &Shape) -> String {
    let mut text = String::new();
    if shape.layout == Layout::Cases {
        text += "    /// `T`, the number of cases.\n    CaseCount: usize = 1..=MAX_CASES, \"T\";\n";
    }
    let mut all = Vec::new();
    numbers(&shape.fields, &mut all);
    let sentinel: Vec<String> = match shape.layout {
        Layout::Sentinel => shape
            .sentinel_fields()
            .iter()
            .map(|f| f.name.clone())
            .collect(),
        _ => Vec::new(),
    };
    for (f, length) in all {
        let (lo, hi) = f.bounds().unwrap();
        let ty = if length { "usize" } else { "u64" };
        let name = camel(&f.name);
        let what = &f.name;
        let range = format!("{}..={}", group(lo), group(hi));
        if sentinel.first() == Some(&f.name) {
            let _ = writeln!(
                text,
                "    /// `{what}`, or the `0` that ends the input.\n    pub {name}: Option<{ty}> = {range}, or 0, \"{what}\";"
            );
        } else {
            let _ = writeln!(text, "    pub {name}: {ty} = {range}, \"{what}\";");
        }
        if sentinel[1.min(sentinel.len())..].contains(&f.name) {
            let _ = writeln!(
                text,
                "    /// The `0` of `{what}` in the line that ends the input.\n    {name}End: u64 = 0..=0, \"{what}\";"
            );
        }
    }
    text
}

/// A number with `_` between groups of three digits, as rustfmt and clippy like them.
fn group(n: u64) -> String {
    let digits = n.to_string();
    if digits.len() <= 4 {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('_');
        }
        out.push(c);
    }
    out
}

/// The structs: `Case` and one per list of records.
pub fn structs(shape: &Shape) -> String {
    let mut text = String::new();
    write_struct(
        &mut text,
        "Case",
        "One case of the judge's input.",
        &shape.fields,
    );
    text
}

fn write_struct(text: &mut String, name: &str, doc: &str, fields: &[Field]) {
    let _ = writeln!(text, "/// {doc}");
    let _ = writeln!(text, "#[derive(Clone, Debug, PartialEq, Eq)]");
    let _ = writeln!(text, "pub struct {name} {{");
    for f in stored(fields) {
        let _ = writeln!(text, "    pub {}: {},", f.name, field_type(f));
    }
    let _ = writeln!(text, "}}");
    for f in fields {
        if let Item::Record(inner) = &f.item {
            text.push('\n');
            let doc = format!("One item of a `{}` list.", f.name);
            write_struct(text, &record_name(&f.name), &doc, inner);
        }
    }
}

/// `read_case`: one case by `input!`, `None` at the terminating zeros in the sentinel layout.
pub fn read_case(shape: &Shape) -> String {
    let sentinel = shape.layout == Layout::Sentinel;
    let mut text = String::new();
    if sentinel {
        text += "/// Reads one case, or `None` at the line of zeros that ends the input (or at a refused\n/// token there, which `run` then reports).\npub fn read_case(input: &mut Input) -> Option<Case> {\n";
    } else {
        text += "/// Reads one case (a refused token is recorded, and `run` reports it).\npub fn read_case(input: &mut Input) -> Case {\n";
    }
    let mut body = String::new();
    let mut rest: &[Field] = &shape.fields;
    if sentinel {
        let leading = shape.sentinel_fields();
        let first = &leading[0].name;
        let ends: Vec<String> = leading[1..]
            .iter()
            .map(|f| format!("_{}: {}End", f.name, camel(&f.name)))
            .collect();
        let _ = writeln!(
            body,
            "    input! {{ from &mut *input, {first}: {} }}",
            camel(first)
        );
        if ends.is_empty() {
            let _ = writeln!(body, "    let {first} = {first}?;");
        } else {
            let _ = writeln!(
                body,
                "    let Some({first}) = {first} else {{\n        input! {{ from &mut *input, {} }}\n        return None;\n    }};",
                ends.join(", ")
            );
        }
        rest = &shape.fields[1..];
    }
    read_fields(&mut body, rest, "    ");
    let _ = write!(body, "    ");
    if sentinel {
        body += "Some(";
    }
    body += &construct("Case", &shape.fields);
    if sentinel {
        body += ")";
    }
    body += "\n";
    text += &body;
    text += "}\n";
    text
}

/// `Name { a, b }` of the stored fields.
fn construct(name: &str, fields: &[Field]) -> String {
    let names: Vec<&str> = stored(fields).iter().map(|f| f.name.as_str()).collect();
    format!("{name} {{ {} }}", names.join(", "))
}

/// The reads of `fields`, simple reads grouped into one `input!`, a list of records read in a
/// loop.
fn read_fields(body: &mut String, fields: &[Field], indent: &str) {
    let mut group: Vec<String> = Vec::new();
    let flush = |group: &mut Vec<String>, body: &mut String| {
        if !group.is_empty() {
            let _ = writeln!(
                body,
                "{indent}input! {{ from &mut *input, {} }}",
                group.join(", ")
            );
            group.clear();
        }
    };
    for f in fields {
        let read = match &f.item {
            Item::Number { .. } => camel(&f.name),
            Item::Word => "shared::read::Word".into(),
            Item::Record(inner) => {
                flush(&mut group, body);
                let len = rust_len(f.count.as_ref().unwrap());
                let item = record_name(&f.name);
                let _ = writeln!(
                    body,
                    "{indent}let mut {} = Vec::with_capacity({len});",
                    f.name
                );
                let _ = writeln!(body, "{indent}for _ in 0..{len} {{");
                let inner_indent = format!("{indent}    ");
                read_fields(body, inner, &inner_indent);
                let _ = writeln!(
                    body,
                    "{inner_indent}{}.push({});",
                    f.name,
                    construct(&item, inner)
                );
                let _ = writeln!(body, "{indent}}}");
                continue;
            }
        };
        match &f.count {
            None => group.push(format!("{}: {read}", f.name)),
            Some(count) => group.push(format!("{}: [{read}; {}]", f.name, rust_len(count))),
        }
    }
    flush(&mut group, body);
}

/// The body of `solve`: the layout's loop around `read_case` and the fast function.
pub fn solve_body(shape: &Shape, answer: &Answer) -> String {
    let write = answer.write_rust(&format!("{}(&case)", answer.fast()), indent(shape));
    solve_loop(shape, &write)
}

/// The indent of the statement that answers one case in `solve` and `brute_solve`.
fn indent(shape: &Shape) -> &'static str {
    if shape.layout == Layout::Single {
        "    "
    } else {
        "        "
    }
}

/// The body of `solve`: the layout's loop around `read_case` and `write`, the statement that
/// answers (or plays) the `case` read.
pub fn solve_loop(shape: &Shape, write: &str) -> String {
    match shape.layout {
        Layout::Cases => format!(
            "    input! {{ from &mut *input, t: CaseCount }}\n    for number in 1..=t {{\n        input.context(format!(\"case {{number}}\"));\n        let case = read_case(input);\n        {write}\n    }}\n    Ok(())\n"
        ),
        Layout::Sentinel => format!(
            "    for number in 1usize.. {{\n        input.context(format!(\"case {{number}}\"));\n        let Some(case) = read_case(input) else {{ break }};\n        {write}\n    }}\n    Ok(())\n"
        ),
        Layout::Eof => format!(
            "    for number in 1usize.. {{\n        input.context(format!(\"case {{number}}\"));\n        let case = read_case(input);\n        {write}\n        if input.at_end() {{\n            break;\n        }}\n    }}\n    Ok(())\n"
        ),
        Layout::Single => format!("    let case = read_case(input);\n    {write}\n    Ok(())\n"),
    }
}

/// The body of `brute_solve`: its own loop, reading with `Input::read` (not `input!`) into the
/// same structs, and the brute force.
pub fn brute_solve_body(shape: &Shape, answer: &Answer) -> String {
    let write = answer.write_rust(&format!("{}(&case)", answer.brute()), indent(shape));
    brute_solve_loop(shape, &write)
}

/// The body of `brute_solve`: its own loop and reads, then `write`, the statement that
/// answers (or plays) the `case` read.
pub fn brute_solve_loop(shape: &Shape, write: &str) -> String {
    let mut case = String::new();
    let mut rest: &[Field] = &shape.fields;
    let indent = indent(shape);
    if shape.layout == Layout::Sentinel {
        let leading = shape.sentinel_fields();
        let first = &leading[0].name;
        let _ = writeln!(
            case,
            "{indent}let Some({first}) = input.read_or_end(\"{first}\", {c}::RANGE, 0)? else {{",
            c = camel(first)
        );
        for f in &leading[1..] {
            let _ = writeln!(case, "{indent}    input.read(\"{}\", 0..=0u64)?;", f.name);
        }
        let _ = writeln!(case, "{indent}    return Ok(());\n{indent}}};");
        rest = &shape.fields[1..];
    }
    brute_fields(&mut case, rest, indent);
    let _ = writeln!(
        case,
        "{indent}let case = {};",
        construct("Case", &shape.fields)
    );
    let _ = writeln!(case, "{indent}{write}");
    match shape.layout {
        Layout::Cases => format!(
            "    let t = input.read(\"T\", 1..=MAX_CASES)?;\n    for _ in 0..t {{\n{case}    }}\n    Ok(())\n"
        ),
        Layout::Sentinel => format!("    loop {{\n{case}    }}\n"),
        Layout::Eof => format!(
            "    loop {{\n{case}        if input.tokens_left() == 0 {{\n            return Ok(());\n        }}\n    }}\n"
        ),
        Layout::Single => format!("{case}    Ok(())\n"),
    }
}

fn brute_fields(body: &mut String, fields: &[Field], indent: &str) {
    for f in fields {
        let name = &f.name;
        match (&f.count, &f.item) {
            (None, Item::Number { .. }) => {
                let _ = writeln!(
                    body,
                    "{indent}let {name} = input.read(\"{name}\", {}::RANGE)?;",
                    camel(name)
                );
            }
            (None, Item::Word) => {
                let _ = writeln!(
                    body,
                    "{indent}let {name} = input.read_word(\"word\")?.to_string();"
                );
            }
            (Some(count), Item::Number { .. }) => {
                let _ = writeln!(
                    body,
                    "{indent}let {name} = input.read_many(\"{name}\", {}, {}::RANGE)?;",
                    rust_len(count),
                    camel(name)
                );
            }
            (Some(count), Item::Word) => {
                let _ = writeln!(body, "{indent}let mut {name} = Vec::new();");
                let _ = writeln!(body, "{indent}for _ in 0..{} {{", rust_len(count));
                let _ = writeln!(
                    body,
                    "{indent}    {name}.push(input.read_word(\"word\")?.to_string());"
                );
                let _ = writeln!(body, "{indent}}}");
            }
            (Some(count), Item::Record(inner)) => {
                let _ = writeln!(body, "{indent}let mut {name} = Vec::new();");
                let _ = writeln!(body, "{indent}for _ in 0..{} {{", rust_len(count));
                let inner_indent = format!("{indent}    ");
                brute_fields(body, inner, &inner_indent);
                let _ = writeln!(
                    body,
                    "{inner_indent}{name}.push({});",
                    construct(&record_name(name), inner)
                );
                let _ = writeln!(body, "{indent}}}");
            }
            (None, Item::Record(_)) => unreachable!("the parser refuses it"),
        }
    }
}

/// The fast and brute functions, left to write.
pub fn game_functions(answer: &Answer) -> String {
    let ty = answer.rust_type();
    let (fast, brute) = (answer.fast(), answer.brute());
    let what = match answer {
        Answer::Words(..) => "whether the player to move wins",
        _ => "the answer",
    };
    format!(
        "/// {cap} in `case`.\n///\n/// # Complexity\n/// TODO.\npub fn {fast}(case: &Case) -> {ty} {{\n    todo!(\"the fast rule: {what} in {{case:?}}\")\n}}\n\n/// {cap} in `case`, from the rules alone (a search of the game's positions, not a\n/// formula): for small cases.\n///\n/// # Complexity\n/// TODO.\npub fn {brute}(case: &Case) -> {ty} {{\n    todo!(\"from the rules alone: {what} in {{case:?}}\")\n}}\n",
        cap = capitalise(what),
    )
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |c| {
        c.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// The input in words, for the module doc and the README.
pub fn input_doc(shape: &Shape) -> String {
    let case = describe_fields(&shape.fields);
    match shape.layout {
        Layout::Cases => format!("`T`, then `T` cases, each {case}."),
        Layout::Sentinel => {
            let zeros = vec!["0"; shape.sentinel_fields().len()].join(" ");
            format!("Cases, each {case}, until a line `{zeros}`.")
        }
        Layout::Eof => format!("Cases up to the end of the input, each {case}."),
        Layout::Single => format!("One case: {case}."),
    }
}

/// The output in words, for the README.
pub fn output_doc(answer: &Answer) -> String {
    format!("One line per case: {}.", answer.doc())
}

/// Every `__NAME__` of the templates and its text, for `shape` and `answer` (`__SLUG__`
/// aside).
pub fn placeholders(shape: &Shape, answer: &Answer) -> Vec<(&'static str, String)> {
    let single = shape.layout == Layout::Single;
    let (cases_doc, layout_errors) = match shape.layout {
        Layout::Cases => (
            "answered (the count's range)",
            ",\n/// a count outside `1..=MAX_CASES`",
        ),
        Layout::Sentinel => (
            "in the worst-case input (TODO: the judge's limit); any number is\n/// answered, \
             each as it is read",
            ",\n/// no terminating line, a token after it",
        ),
        Layout::Eof => (
            "in the worst-case input (TODO: the judge's limit); any number is\n/// answered, \
             each as it is read",
            ",\n/// an empty input",
        ),
        Layout::Single => ("", ",\n/// a token after the case"),
    };
    let max_cases = if single {
        String::new()
    } else {
        format!("/// The most cases {cases_doc}.\npub const MAX_CASES: usize = 100_000;\n")
    };
    let most_cases = if single {
        String::new()
    } else {
        "    const MOST_CASES: u64 = crate::MAX_CASES as u64;\n".to_string()
    };
    let (decls, main) = cpp(shape, answer);
    let unwrap = if shape.layout == Layout::Sentinel {
        "read_case(&mut input).expect(\"a case, not the line of zeros\")"
    } else {
        "read_case(&mut input)"
    };
    vec![
        ("__FAST__", answer.fast().to_string()),
        ("__BRUTE__", answer.brute().to_string()),
        ("__INPUT_DOC__", input_doc(shape)),
        ("__OUTPUT_DOC__", output_doc(answer)),
        ("__MAX_CASES__", max_cases),
        ("__MOST_CASES__", most_cases),
        ("__RANGED__", ranged(shape)),
        ("__STRUCTS__", structs(shape)),
        ("__READ_CASE__", read_case(shape)),
        ("__LAYOUT_ERRORS__", layout_errors.to_string()),
        ("__SOLVE__", solve_body(shape, answer)),
        ("__GAME__", game_functions(answer)),
        ("__BRUTE_SOLVE__", brute_solve_body(shape, answer)),
        ("__LAYOUT__", format!("{:?}", shape.layout)),
        ("__CASE__", described_case(shape)),
        ("__UNWRAP_CASE__", unwrap.to_string()),
        ("__DECLS__", decls),
        ("__MAIN__", main),
        (
            "__CPP_MAX_CASES__",
            if shape.layout == Layout::Cases {
                "// The most cases, as MAX_CASES in src/lib.rs.\nconst u64 MAX_CASES = 100000;\n"
                    .into()
            } else {
                String::new()
            },
        ),
    ]
}

fn describe_fields(fields: &[Field]) -> String {
    let parts: Vec<String> = fields
        .iter()
        .map(|f| match (&f.count, &f.item) {
            (None, Item::Number { lo, hi, .. }) => format!("`{}` ({lo}..={hi})", f.name),
            (None, _) => format!("a word `{}`", f.name),
            (Some(count), Item::Record(inner)) => format!(
                "`{}` lines `{}`, each {}",
                rust_len(count),
                f.name,
                describe_fields(inner)
            ),
            (Some(count), Item::Word) => format!("`{}` words `{}`", rust_len(count), f.name),
            (Some(count), Item::Number { lo, hi, .. }) => {
                format!("`{}` numbers `{}` ({lo}..={hi})", rust_len(count), f.name)
            }
        })
        .collect();
    parts.join(", ")
}

/// The description `study` keeps, its ranges taken from the `ranged!` types (`{}` holes
/// filled by `format!` with `range(Type::RANGE)`), as the body of `Described::case`.
pub fn described_case(shape: &Shape) -> String {
    let pattern = shape.description_with(&|_| "{}".into());
    let mut all = Vec::new();
    numbers(&shape.fields, &mut all);
    if all.is_empty() {
        return format!("        \"{pattern}\".into()\n");
    }
    let args: Vec<String> = all
        .iter()
        .map(|(f, _)| format!("range(crate::{}::RANGE)", camel(&f.name)))
        .collect();
    format!(
        "        format!(\n            \"{pattern}\",\n            {}\n        )\n",
        args.join(",\n            ")
    )
}

/// The C++ structs, reader and output loop: the declarations (before the rule) and the body
/// of `main` (after `Input input; std::string out;`).
pub fn cpp(shape: &Shape, answer: &Answer) -> (String, String) {
    let mut decls = String::new();
    cpp_struct(&mut decls, "Case", &shape.fields);
    // A blank line between the structs.
    let mut decls = decls.replace("};\nstruct", "};\n\nstruct");
    let (fast_ty, what) = match answer {
        Answer::Words(..) => ("bool", "Whether the player to move wins"),
        Answer::Number => ("u64", "The answer"),
        Answer::Line => ("std::string", "The answer's line"),
    };
    let _ = write!(
        decls,
        "\n// {what} in `c`.\n{fast_ty} {}(const Case& c) {{\n    // TODO: the fast rule, as {} in src/lib.rs.\n    (void)c;\n    std::fputs(\"error: the rule of cpp/__SLUG__.cpp is not written yet\\n\", stderr);\n    std::exit(1);\n}}\n",
        answer.fast(),
        answer.fast()
    );
    let _ = write!(
        decls,
        "\n// Reads one case into `c`; false, with the error on stderr, on a refused token{}.\nbool read_case(Input& input, Case& c{}) {{\n",
        if shape.layout == Layout::Sentinel { "\n// (`ended`: the line of zeros that ends the input instead)" } else { "" },
        if shape.layout == Layout::Sentinel { ", bool& ended" } else { "" }
    );
    let mut rest: &[Field] = &shape.fields;
    if shape.layout == Layout::Sentinel {
        let leading = shape.sentinel_fields();
        let f = leading[0];
        let (lo, hi) = f.bounds().unwrap();
        let _ = writeln!(
            decls,
            "    u64 {n};\n    if (!input.read_or_end(\"{n}\", {lo}ULL, {hi}ULL, 0, {n}, ended)) return false;\n    if (ended) {{",
            n = f.name
        );
        for g in &leading[1..] {
            let _ = writeln!(
                decls,
                "        u64 zero;\n        if (!input.read(\"{}\", 0, 0, zero)) return false;",
                g.name
            );
        }
        let _ = writeln!(decls, "        return true;\n    }}");
        if !is_length(&f.name, &shape.fields[1..]) {
            let _ = writeln!(decls, "    c.{n} = {n};", n = f.name);
        }
        rest = &shape.fields[1..];
    }
    cpp_reads(&mut decls, rest, "c.", "    ");
    decls += "    return true;\n}\n";

    let write = match answer {
        Answer::Words(w, l) => format!("out += {}(c) ? \"{w}\\n\" : \"{l}\\n\";", answer.fast()),
        Answer::Number => format!("append(out, {}(c));\n        out += '\\n';", answer.fast()),
        Answer::Line => format!("out += {}(c);\n        out += '\\n';", answer.fast()),
    };
    let main = match shape.layout {
        Layout::Cases => format!(
            "    u64 t;\n    if (!input.read(\"T\", 1, MAX_CASES, t)) return 1;\n    for (u64 i = 1; i <= t; ++i) {{\n        input.context(i);\n        Case c;\n        if (!read_case(input, c)) return 1;\n        {write}\n    }}\n"
        ),
        Layout::Sentinel => format!(
            "    for (u64 i = 1;; ++i) {{\n        input.context(i);\n        Case c;\n        bool ended;\n        if (!read_case(input, c, ended)) return 1;\n        if (ended) break;\n        {write}\n    }}\n"
        ),
        Layout::Eof => format!(
            "    for (u64 i = 1;; ++i) {{\n        input.context(i);\n        Case c;\n        if (!read_case(input, c)) return 1;\n        {write}\n        if (input.at_end()) break;\n    }}\n"
        ),
        Layout::Single => {
            let write = write.replace("\n        ", "\n    ");
            format!("    Case c;\n    if (!read_case(input, c)) return 1;\n    {write}\n")
        }
    };
    (decls, main)
}

fn cpp_item_type(f: &Field) -> String {
    match &f.item {
        Item::Number { .. } => "u64".into(),
        Item::Word => "std::string".into(),
        Item::Record(_) => record_name(&f.name),
    }
}

fn cpp_struct(text: &mut String, name: &str, fields: &[Field]) {
    for f in fields {
        if let Item::Record(inner) = &f.item {
            cpp_struct(text, &record_name(&f.name), inner);
        }
    }
    let _ = writeln!(text, "struct {name} {{");
    for f in stored(fields) {
        let ty = cpp_item_type(f);
        match f.count {
            None => {
                let _ = writeln!(text, "    {ty} {};", f.name);
            }
            Some(_) => {
                let _ = writeln!(text, "    std::vector<{ty}> {};", f.name);
            }
        }
    }
    let _ = writeln!(text, "}};");
}

fn cpp_len(count: &Len) -> String {
    match count {
        Len::Fixed(n) => format!("{n}ULL"),
        Len::Field { name, minus: 0 } => name.clone(),
        Len::Field { name, minus } => format!("({name} - {minus})"),
    }
}

/// The C++ reads of `fields` into the struct at `into` (`c.`, `item.`); numbers that give a
/// length are locals.
fn cpp_reads(text: &mut String, fields: &[Field], into: &str, indent: &str) {
    for (i, f) in fields.iter().enumerate() {
        let name = &f.name;
        match (&f.count, &f.item) {
            (None, Item::Number { lo, hi, .. }) => {
                let _ = writeln!(text, "{indent}u64 {name};");
                let _ = writeln!(
                    text,
                    "{indent}if (!input.read(\"{name}\", {lo}ULL, {hi}ULL, {name})) return false;"
                );
                if !is_length(name, &fields[i + 1..]) {
                    let _ = writeln!(text, "{indent}{into}{name} = {name};");
                }
            }
            (None, Item::Word) => {
                let _ = writeln!(text, "{indent}if (!input.word({into}{name})) return false;");
            }
            (Some(count), item) => {
                let len = cpp_len(count);
                let _ = writeln!(text, "{indent}{into}{name}.resize({len});");
                let _ = writeln!(
                    text,
                    "{indent}for (u64 i_{name} = 0; i_{name} < {len}; ++i_{name}) {{"
                );
                let inner = format!("{indent}    ");
                match item {
                    Item::Number { lo, hi, .. } => {
                        let _ = writeln!(
                            text,
                            "{inner}if (!input.read(\"{name}\", {lo}ULL, {hi}ULL, {into}{name}[i_{name}])) return false;"
                        );
                    }
                    Item::Word => {
                        let _ = writeln!(
                            text,
                            "{inner}if (!input.word({into}{name}[i_{name}])) return false;"
                        );
                    }
                    Item::Record(fields) => {
                        let _ = writeln!(
                            text,
                            "{inner}{}& item_{name} = {into}{name}[i_{name}];",
                            record_name(name)
                        );
                        cpp_reads(text, fields, &format!("item_{name}."), &inner);
                    }
                }
                let _ = writeln!(text, "{indent}}}");
            }
            (None, Item::Record(_)) => unreachable!("the parser refuses it"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_parse_and_refuse() {
        assert_eq!(
            Answer::parse("words:W,L").unwrap(),
            Answer::Words("W".into(), "L".into())
        );
        assert_eq!(Answer::parse("number").unwrap(), Answer::Number);
        for bad in [
            "words:A",
            "words:A,A",
            "words:A B,C",
            "text",
            "words:\"a\",b",
        ] {
            assert!(Answer::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names() {
        assert_eq!(camel("edge_list"), "EdgeList");
        assert_eq!(record_name("games"), "Game");
        assert_eq!(record_name("s"), "S");
        assert_eq!(group(1_000_000), "1_000_000");
        assert_eq!(group(1000), "1000");
        assert_eq!(group(10_000), "10_000");
    }

    #[test]
    fn the_s_nim_reader_reads_what_the_description_says() {
        let shape = Shape::parse(
            Layout::Sentinel,
            "k:1..=100 s[k]:1..=10000 m:1..=100 games[m](l:1..=100 h[l]:0..=10000)",
        )
        .unwrap();
        let read = read_case(&shape);
        assert!(read.contains("input! { from &mut *input, k: K }"), "{read}");
        assert!(read.contains("let k = k?;"), "{read}");
        assert!(
            read.contains("input! { from &mut *input, s: [S; k], m: M }"),
            "{read}"
        );
        assert!(
            read.contains("input! { from &mut *input, l: L, h: [H; l] }"),
            "{read}"
        );
        assert!(read.contains("games.push(Game { h });"), "{read}");
        assert!(read.contains("Some(Case { s, games })"), "{read}");
        let ranged = ranged(&shape);
        assert!(
            ranged.contains("pub K: Option<usize> = 1..=100, or 0, \"k\";"),
            "{ranged}"
        );
        assert!(
            ranged.contains("pub H: u64 = 0..=10_000, \"h\";"),
            "{ranged}"
        );
        let described = described_case(&shape);
        assert!(
            described.contains("\"k:{} s[k]:{} m:{} games[m](l:{} h[l]:{})\""),
            "{described}"
        );
    }
}
