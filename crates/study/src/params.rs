//! A game's parameters: their names, defaults and allowed ranges, and `NAME=VALUE` parsing.

/// One parameter of a game, such as `k` in "take at most k stones", or a set such as the
/// subtraction set `s` of "take s tokens, s in S".
#[derive(Debug, Clone, Copy)]
pub struct ParamSpec {
    /// The name used on the command line (`--param NAME=VALUE`).
    pub name: &'static str,
    /// What it means, in a few words.
    pub meaning: &'static str,
    /// The value used when none is given (a number; a set parameter's default set is in
    /// [`ParamKind::Set`], and this is its `min`, as [`ParamSpec::set`] writes it).
    pub default: u64,
    /// The smallest allowed value (of a set: of each element).
    pub min: u64,
    /// The largest allowed value, of a set of each element (kept small enough for the lab's
    /// tables and brute forces).
    pub max: u64,
    /// A number or a set.
    pub kind: ParamKind,
}

/// What a parameter holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    /// One integer: `--param k=3`.
    Number,
    /// A nonempty set of distinct integers, given as a list: `--param s=2,5,7` (any order,
    /// repeats ignored); this is the default set.
    Set(&'static [u64]),
}

impl ParamSpec {
    /// A set parameter: a nonempty set of integers in `min..=max`, `default` when none is
    /// given.
    pub const fn set(
        name: &'static str,
        meaning: &'static str,
        default: &'static [u64],
        min: u64,
        max: u64,
    ) -> ParamSpec {
        ParamSpec {
            name,
            meaning,
            default: min,
            min,
            max,
            kind: ParamKind::Set(default),
        }
    }

    /// `name in min..=max` (a set: `name: a set of numbers in min..=max`), as shown in
    /// messages.
    pub fn range_text(&self) -> String {
        match self.kind {
            ParamKind::Number => format!("{} in {}..={}", self.name, self.min, self.max),
            ParamKind::Set(_) => format!(
                "{}: a set of numbers in {}..={}, e.g. {}={},{}",
                self.name, self.min, self.max, self.name, self.min, self.max
            ),
        }
    }

    /// The default as `lab list` shows it: `3`, or a set `1,2,3`.
    pub fn default_text(&self) -> String {
        match self.kind {
            ParamKind::Number => self.default.to_string(),
            ParamKind::Set(set) => list(&sorted(set.to_vec())),
        }
    }
}

/// `1,2,3`.
fn list(set: &[u64]) -> String {
    let each: Vec<String> = set.iter().map(u64::to_string).collect();
    each.join(",")
}

/// A parameter's value.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Number(u64),
    /// Sorted, without repeats.
    Set(Vec<u64>),
}

/// Values for every parameter of one game, in the order of its [`ParamSpec`]s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamValues {
    names: Vec<&'static str>,
    values: Vec<Value>,
}

impl ParamValues {
    /// Every parameter at its default.
    pub fn defaults(specs: &[ParamSpec]) -> Self {
        ParamValues {
            names: specs.iter().map(|s| s.name).collect(),
            values: specs
                .iter()
                .map(|s| match s.kind {
                    ParamKind::Number => Value::Number(s.default),
                    ParamKind::Set(set) => Value::Set(sorted(set.to_vec())),
                })
                .collect(),
        }
    }

    /// The defaults, overridden by `NAME=VALUE` assignments (later ones win), each checked
    /// against its parameter's allowed range.
    ///
    /// # Errors
    /// An assignment without `=`, an unknown name, a value that is not an integer, or a value
    /// outside the allowed range.
    pub fn parse(specs: &[ParamSpec], assignments: &[String]) -> Result<Self, String> {
        let mut values = Self::defaults(specs);
        for assignment in assignments {
            let Some((name, text)) = assignment.split_once('=') else {
                return Err(format!(
                    "`{assignment}` is not NAME=VALUE; {}",
                    Self::describe_specs(specs)
                ));
            };
            let name = name.trim();
            let Some(index) = specs.iter().position(|s| s.name == name) else {
                return Err(format!(
                    "unknown parameter `{name}`; {}",
                    Self::describe_specs(specs)
                ));
            };
            let spec = &specs[index];
            values.values[index] = match spec.kind {
                ParamKind::Number => Value::Number(Self::number(spec, text)?),
                ParamKind::Set(_) => {
                    let mut set = Vec::new();
                    for item in text.split(',') {
                        if item.trim().is_empty() {
                            return Err(format!(
                                "parameter {name} is a nonempty set of numbers in {}..={}, \
                                 separated by commas, e.g. {name}=2,5 (got `{}`)",
                                spec.min,
                                spec.max,
                                text.trim()
                            ));
                        }
                        set.push(Self::number(spec, item)?);
                    }
                    Value::Set(sorted(set))
                }
            };
        }
        Ok(values)
    }

    /// `text` as a value of `spec` (a number, or one element of a set) in its range.
    fn number(spec: &ParamSpec, text: &str) -> Result<u64, String> {
        let name = spec.name;
        let value: u64 = text.trim().parse().map_err(|_| {
            format!(
                "parameter {name} must be an integer in {}..={} (got `{}`)",
                spec.min,
                spec.max,
                text.trim()
            )
        })?;
        if !(spec.min..=spec.max).contains(&value) {
            return Err(format!(
                "parameter {name} must be in {}..={} (got {value})",
                spec.min, spec.max
            ));
        }
        Ok(value)
    }

    fn describe_specs(specs: &[ParamSpec]) -> String {
        if specs.is_empty() {
            "this game has no parameters".to_string()
        } else {
            let list: Vec<String> = specs.iter().map(ParamSpec::range_text).collect();
            format!("its parameters: {}", list.join(", "))
        }
    }

    /// The value of parameter `name`.
    ///
    /// # Panics
    /// If the game has no such parameter (a bug in its study descriptor, caught by the lab's tests
    /// that run every game at its defaults).
    pub fn get(&self, name: &str) -> u64 {
        match self.value(name) {
            Value::Number(v) => *v,
            Value::Set(_) => panic!("study descriptor bug: parameter `{name}` is a set"),
        }
    }

    /// The set that parameter `name` holds, sorted, without repeats.
    ///
    /// # Panics
    /// If the game has no such parameter, or it is a number (a bug in its study descriptor).
    pub fn get_set(&self, name: &str) -> &[u64] {
        match self.value(name) {
            Value::Set(set) => set,
            Value::Number(_) => panic!("study descriptor bug: parameter `{name}` is a number"),
        }
    }

    fn value(&self, name: &str) -> &Value {
        match self.names.iter().position(|&n| n == name) {
            Some(i) => &self.values[i],
            None => panic!(
                "study descriptor bug: no parameter `{name}` (have {:?})",
                self.names
            ),
        }
    }

    /// The value of number parameter `name`, or `None` when the game has no such parameter
    /// (or it is a set).
    pub fn lookup(&self, name: &str) -> Option<u64> {
        let i = self.names.iter().position(|&n| n == name)?;
        match self.values[i] {
            Value::Number(v) => Some(v),
            Value::Set(_) => None,
        }
    }

    /// The value of set parameter `name`, if the descriptor declares one by that name.
    pub fn lookup_set(&self, name: &str) -> Option<&[u64]> {
        let i = self.names.iter().position(|&n| n == name)?;
        match &self.values[i] {
            Value::Set(set) => Some(set),
            Value::Number(_) => None,
        }
    }

    /// `k=3, s={2, 5}`, or the empty string for a game without parameters.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .names
            .iter()
            .zip(&self.values)
            .map(|(n, v)| match v {
                Value::Number(v) => format!("{n}={v}"),
                Value::Set(set) => {
                    let each: Vec<String> = set.iter().map(u64::to_string).collect();
                    format!("{n}={{{}}}", each.join(", "))
                }
            })
            .collect();
        parts.join(", ")
    }
}

/// `set` sorted, without repeats.
fn sorted(mut set: Vec<u64>) -> Vec<u64> {
    set.sort_unstable();
    set.dedup();
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[ParamSpec] = &[
        ParamSpec {
            name: "k",
            meaning: "most stones per move",
            default: 3,
            min: 1,
            max: 10,
            kind: ParamKind::Number,
        },
        ParamSpec {
            name: "p",
            meaning: "base",
            default: 2,
            min: 2,
            max: 5,
            kind: ParamKind::Number,
        },
        ParamSpec::set("s", "subtraction set", &[3, 1, 2], 1, 9),
    ];

    fn parse(args: &[&str]) -> Result<ParamValues, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        ParamValues::parse(SPECS, &args)
    }

    #[test]
    fn defaults_and_overrides() {
        let v = parse(&[]).unwrap();
        assert_eq!((v.get("k"), v.get("p")), (3, 2));
        let v = parse(&["p=5", "k = 1", "k=7"]).unwrap();
        assert_eq!((v.get("k"), v.get("p")), (7, 5));
        assert_eq!(v.describe(), "k=7, p=5, s={1, 2, 3}");
        assert_eq!((v.lookup("k"), v.lookup("q")), (Some(7), None));
    }

    #[test]
    fn every_bad_assignment_names_the_parameter_and_its_range() {
        let message = |args: &[&str]| parse(args).unwrap_err();
        assert_eq!(message(&["k=11"]), "parameter k must be in 1..=10 (got 11)");
        assert_eq!(message(&["p=1"]), "parameter p must be in 2..=5 (got 1)");
        assert_eq!(
            message(&["k=-1"]),
            "parameter k must be an integer in 1..=10 (got `-1`)"
        );
        assert_eq!(
            message(&["q=1"]),
            "unknown parameter `q`; its parameters: k in 1..=10, p in 2..=5, s: a set of numbers \
             in 1..=9, e.g. s=1,9"
        );
        assert!(message(&["k"]).starts_with("`k` is not NAME=VALUE"));
        let none = ParamValues::parse(&[], &["k=1".to_string()]).unwrap_err();
        assert!(none.ends_with("this game has no parameters"));
    }

    #[test]
    fn a_set_parameter_takes_a_list_sorted_without_repeats() {
        let v = parse(&[]).unwrap();
        assert_eq!(v.get_set("s"), [1, 2, 3]);
        assert_eq!(v.describe(), "k=3, p=2, s={1, 2, 3}");
        let v = parse(&["s=7, 2,5,2"]).unwrap();
        assert_eq!(v.get_set("s"), [2, 5, 7]);
        assert_eq!(v.lookup("s"), None);
        assert_eq!(parse(&["s=4"]).unwrap().get_set("s"), [4]);
        let message = |args: &[&str]| parse(args).unwrap_err();
        assert_eq!(
            message(&["s=2,10"]),
            "parameter s must be in 1..=9 (got 10)"
        );
        assert!(message(&["s=2,,5"]).starts_with("parameter s is a nonempty set"));
        assert!(message(&["s="]).starts_with("parameter s is a nonempty set"));
        assert!(message(&["s=2,x"]).contains("must be an integer in 1..=9 (got `x`)"));
        assert_eq!(SPECS[2].default_text(), "1,2,3");
        assert_eq!(
            SPECS[2].range_text(),
            "s: a set of numbers in 1..=9, e.g. s=1,9"
        );
    }

    #[test]
    #[should_panic(expected = "parameter `s` is a set")]
    fn a_set_is_not_a_number() {
        parse(&[]).unwrap().get("s");
    }

    #[test]
    #[should_panic(expected = "study descriptor bug")]
    fn asking_for_a_missing_parameter_is_a_bug() {
        parse(&[]).unwrap().get("n");
    }
}
