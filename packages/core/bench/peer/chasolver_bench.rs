//! Flagfall's timing program for the peer of `npm run bench` (MIT, Flagfall's own code): times
//! CHA-Solver 3.0 (chasolver, Rust, MIT) single-threaded on a labelled position file, the solver's
//! calls only (every FEN is parsed first), so that the bench can print the peer's figures measured
//! on the same machine in the same run. See README.md in this folder for how to build it.
//!
//! Usage: chasolver_bench <file> [full|fast] [reps] [per-query]
//! File lines: "<two label chars> <FEN>", '#' starts a comment; the first char is 'W' when White
//! can mate ('-' otherwise), the second 'B' when Black can.
//! Prints `key: value` lines (the best of `reps` runs); the per-run times go to stderr. With
//! `per-query`, one more line, `per_query_us`: the best run's time of every query in
//! microseconds, comma-separated, in file order (White's query of a position, then Black's).
use std::str::FromStr;
use std::time::Instant;

use chasolver::{is_unwinnable_fast, winnability, Winnability};
use chess::{Board, Color};

#[derive(Default, Clone, Copy)]
struct Stats {
    queries: usize,
    total: f64,
    worst: f64,
    agree: usize,
    disagree: usize,
    undetermined: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: chasolver_bench <file> [full|fast] [reps]");
    let mode = args.get(2).map(String::as_str).unwrap_or("full");
    let reps: usize = args.get(3).map(|s| s.parse().expect("reps must be a number")).unwrap_or(1).max(1);
    assert!(mode == "full" || mode == "fast", "mode must be full or fast, not {mode}");
    let per_query = match args.get(4).map(String::as_str) {
        None => false,
        Some("per-query") => true,
        Some(other) => panic!("the fourth argument may only be per-query, not {other}"),
    };

    let data = std::fs::read_to_string(path).expect("cannot read the position file");
    let mut items: Vec<(Board, bool, bool)> = Vec::new();
    for line in data.lines() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (label, fen) = line.split_once(' ').expect("a line is two label chars, a space and a FEN");
        let lb = label.as_bytes();
        assert!(lb.len() == 2, "bad label: {line}");
        let board = Board::from_str(fen.trim()).unwrap_or_else(|_| panic!("bad FEN: {fen}"));
        items.push((board, lb[0] == b'W', lb[1] == b'B'));
    }

    let mut best: Option<Stats> = None;
    let mut best_times: Vec<f64> = Vec::new();
    for rep in 0..reps {
        let mut st = Stats::default();
        let mut times: Vec<f64> = Vec::with_capacity(2 * items.len());
        for (board, white_wins, black_wins) in &items {
            for (color, expected) in [(Color::White, *white_wins), (Color::Black, *black_wins)] {
                // Some(true): can mate; Some(false): cannot; None: undetermined.
                let t0 = Instant::now();
                let verdict = if mode == "full" {
                    match winnability(board, color) {
                        Some(Winnability::Winnable { .. }) => Some(true),
                        Some(Winnability::Unwinnable) => Some(false),
                        None => None,
                    }
                } else if is_unwinnable_fast(board, color) {
                    Some(false)
                } else {
                    None
                };
                let dt = t0.elapsed().as_secs_f64();
                st.queries += 1;
                st.total += dt;
                st.worst = st.worst.max(dt);
                times.push(dt);
                match verdict {
                    None => st.undetermined += 1,
                    Some(v) if v == expected => st.agree += 1,
                    Some(_) => st.disagree += 1,
                }
            }
        }
        eprintln!("run {}: {:.3} s", rep + 1, st.total);
        if best.map_or(true, |b| st.total < b.total) {
            best = Some(st);
            best_times = times;
        }
    }
    let st = best.unwrap();
    let labelled_no = items.iter().map(|&(_, w, b)| (!w) as usize + (!b) as usize).sum::<usize>();
    println!("file: {path}");
    println!("mode: {mode}");
    println!("runs: {reps}");
    println!("queries: {}", st.queries);
    println!("total_s: {:.6}", st.total);
    println!("queries_per_s: {:.1}", st.queries as f64 / st.total);
    println!("worst_ms: {:.3}", st.worst * 1e3);
    println!("agree: {}", st.agree);
    println!("disagree: {}", st.disagree);
    println!("undetermined: {}", st.undetermined);
    println!("labelled_no: {labelled_no}");
    if per_query {
        let us: Vec<String> = best_times.iter().map(|t| format!("{:.1}", t * 1e6)).collect();
        println!("per_query_us: {}", us.join(","));
    }
}
