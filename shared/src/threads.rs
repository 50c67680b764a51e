//! How many threads a function may use ([`Threads`]), and the two ways the parallel functions
//! ([`crate::parallel_sieve`], [`crate::parallel_prime_count`]) share work among them: pieces
//! numbered 0, 1, 2, ... handed out one at a time by an atomic counter, so that a thread that
//! drew short pieces takes more of them, with the results
//! - returned in piece order ([`map_pieces`]), or
//! - streamed to the calling thread piece by piece in order while later pieces are being
//!   computed, with bounded memory ([`stream_pieces_in_order`]).
//!
//! Only safe Rust: scoped threads (`std::thread::scope`), an atomic counter, a mutex and a
//! condition variable. A module of its own so that a submission that sieves on one thread
//! carries none of this.

use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// How many threads a parallel function may run at once: at least one.
///
/// # Example
/// ```
/// use shared::threads::Threads;
/// assert_eq!(Threads::new(3).count(), 3);
/// assert_eq!(Threads::ONE.count(), 1);
/// assert_eq!(Threads::new(0), Threads::all());
/// assert!(Threads::all().count() >= 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Threads(usize);

impl Threads {
    /// One thread: the parallel functions then run the one-thread code on the calling thread.
    pub const ONE: Threads = Threads(1);

    /// As many threads as the machine offers (`std::thread::available_parallelism`), or one
    /// when it cannot tell.
    pub fn all() -> Threads {
        Threads(std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// `count` threads, or [`Threads::all`] for 0.
    pub fn new(count: usize) -> Threads {
        if count == 0 {
            Threads::all()
        } else {
            Threads(count)
        }
    }

    /// The number of threads, at least 1.
    pub fn count(self) -> usize {
        self.0
    }
}

impl Default for Threads {
    /// [`Threads::all`].
    fn default() -> Threads {
        Threads::all()
    }
}

/// Locks `mutex`, ignoring poisoning: a panic elsewhere is reported by `thread::scope` itself,
/// and the state here stays consistent (every change is one step under the lock).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// `work(i)` for every i in `0..pieces`, in that order in the result, computed by
/// `min(threads, pieces)` threads (the calling one among them), each taking the next piece
/// from an atomic counter. One thread, or one piece: a plain loop on the calling thread.
///
/// A panic in `work` reaches the caller once every thread has stopped. Tested with pieces of
/// uneven cost, more threads than pieces, and no pieces (this module's tests, also run by
/// Miri).
pub(crate) fn map_pieces<T: Send>(
    threads: Threads,
    pieces: usize,
    work: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let workers = threads.count().min(pieces);
    if workers <= 1 {
        return (0..pieces).map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let take = || {
        let mut mine = Vec::new();
        loop {
            // Relaxed: the counter only has to give each piece out once.
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= pieces {
                return mine;
            }
            mine.push((i, work(i)));
        }
    };
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..workers).map(|_| scope.spawn(take)).collect();
        let mut all = take();
        for helper in helpers {
            match helper.join() {
                Ok(theirs) => all.extend(theirs),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    results.sort_unstable_by_key(|&(i, _)| i);
    debug_assert!(results.iter().enumerate().all(|(k, &(i, _))| k == i));
    results.into_iter().map(|(_, t)| t).collect()
}

/// How many batches a piece may hold that the consumer has not taken yet, in
/// [`stream_pieces_in_order`].
const QUEUED_BATCHES: usize = 4;

/// The state [`stream_pieces_in_order`] shares between its threads, under one mutex.
struct Stream<T> {
    /// The next piece to hand out.
    next: usize,
    /// The piece the consumer is taking batches from.
    current: usize,
    /// For each piece handed out and not yet consumed: its batches not yet taken, and whether
    /// its worker is done with it.
    queues: BTreeMap<usize, (VecDeque<T>, bool)>,
    /// Set when a thread panicked: the others stop waiting.
    stop: bool,
}

/// Sets `stop` and wakes every thread if dropped while the thread panics.
struct StopOnPanic<'a, T> {
    state: &'a Mutex<Stream<T>>,
    changed: &'a Condvar,
}

impl<T> Drop for StopOnPanic<'_, T> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            lock(self.state).stop = true;
            self.changed.notify_all();
        }
    }
}

/// Runs `work(i, emit)` for every piece i in `0..pieces` on `threads` worker threads (pieces
/// handed out in order as workers come free), where `work` hands its results to `emit` as a
/// sequence of batches; `consume` gets every batch on the calling thread, all of piece 0's in
/// their order, then piece 1's, and so on, while later pieces are being computed.
///
/// Memory: a worker waits while its piece holds [`QUEUED_BATCHES`] batches not yet consumed,
/// and no piece more than `2 * threads` past the one being consumed is handed out, so at most
/// `2 * threads * QUEUED_BATCHES` batches are held at once. With one thread (or one piece), a
/// plain loop on the calling thread. The calling thread mostly waits (unless `consume` is
/// slow), so `threads` workers run beside it.
///
/// A panic in `work` or `consume` stops every thread and reaches the caller. Tested with
/// pieces of uneven length and cost, 1 to 7 threads, more threads than pieces, empty pieces
/// and no pieces (this module's tests, also run by Miri), and through
/// [`crate::parallel_sieve`]'s listing.
pub(crate) fn stream_pieces_in_order<T: Send>(
    threads: Threads,
    pieces: usize,
    work: impl Fn(usize, &mut dyn FnMut(T)) + Sync,
    mut consume: impl FnMut(T),
) {
    let workers = threads.count().min(pieces);
    if workers <= 1 {
        for i in 0..pieces {
            work(i, &mut consume);
        }
        return;
    }
    let window = 2 * workers;
    let state = Mutex::new(Stream {
        next: 0,
        current: 0,
        queues: BTreeMap::new(),
        stop: false,
    });
    let changed = Condvar::new();
    let (state, changed) = (&state, &changed);
    let worker = || {
        let _guard = StopOnPanic { state, changed };
        loop {
            let i = {
                let mut s = lock(state);
                loop {
                    if s.stop || s.next >= pieces {
                        return;
                    }
                    if s.next < s.current + window {
                        break;
                    }
                    s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                let i = s.next;
                s.next += 1;
                s.queues.insert(i, (VecDeque::new(), false));
                i
            };
            work(i, &mut |batch| {
                let mut s = lock(state);
                while !s.stop && s.queues[&i].0.len() >= QUEUED_BATCHES {
                    s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                if !s.stop {
                    s.queues.get_mut(&i).expect("handed out").0.push_back(batch);
                    changed.notify_all();
                }
            });
            let mut s = lock(state);
            if let Some(queue) = s.queues.get_mut(&i) {
                queue.1 = true;
            }
            changed.notify_all();
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers).map(|_| scope.spawn(worker)).collect();
        let guard = StopOnPanic { state, changed };
        let mut s = lock(state);
        while s.current < pieces && !s.stop {
            let current = s.current;
            match s.queues.get_mut(&current) {
                Some((queue, done)) => {
                    if let Some(batch) = queue.pop_front() {
                        changed.notify_all();
                        drop(s);
                        consume(batch);
                        s = lock(state);
                    } else if *done {
                        s.queues.remove(&current);
                        s.current += 1;
                        changed.notify_all();
                    } else {
                        s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                    }
                }
                None => s = changed.wait(s).unwrap_or_else(|e| e.into_inner()),
            }
        }
        drop((s, guard));
        // A worker's panic, with its own message.
        for handle in handles {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few steps of busy work that depend on `i`, so that pieces take uneven time.
    fn uneven(i: usize) -> u64 {
        let mut x = i as u64;
        for _ in 0..(i * 37 % 11) * 50 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        }
        x
    }

    #[test]
    fn threads_counts() {
        assert_eq!(Threads::new(5).count(), 5);
        assert_eq!(Threads::new(0), Threads::all());
        assert_eq!(Threads::default(), Threads::all());
        assert_eq!(Threads::ONE, Threads::new(1));
    }

    #[test]
    fn map_pieces_returns_every_result_in_order() {
        for threads in [1, 2, 3, 5, 7, 40] {
            for pieces in [0usize, 1, 2, 3, 6, 29] {
                let got = map_pieces(Threads::new(threads), pieces, |i| (i, uneven(i)));
                let expected: Vec<(usize, u64)> = (0..pieces).map(|i| (i, uneven(i))).collect();
                assert_eq!(got, expected, "{threads} threads, {pieces} pieces");
            }
        }
    }

    #[test]
    fn stream_pieces_hands_every_batch_over_in_order() {
        for threads in [1, 2, 3, 5, 7, 40] {
            for pieces in [0usize, 1, 2, 3, 6, 29] {
                // Piece i emits i % 4 * 3 batches (none for some): more than the queue holds.
                let batches = |i: usize| i % 4 * 3;
                let mut got = Vec::new();
                stream_pieces_in_order(
                    Threads::new(threads),
                    pieces,
                    |i, emit| {
                        for b in 0..batches(i) {
                            emit((i, b, uneven(i + b)));
                        }
                    },
                    |batch| got.push(batch),
                );
                let expected: Vec<(usize, usize, u64)> = (0..pieces)
                    .flat_map(|i| (0..batches(i)).map(move |b| (i, b, uneven(i + b))))
                    .collect();
                assert_eq!(got, expected, "{threads} threads, {pieces} pieces");
            }
        }
    }

    #[test]
    #[should_panic(expected = "piece 3")]
    fn a_panicking_piece_reaches_the_caller() {
        stream_pieces_in_order(
            Threads::new(3),
            10,
            |i, emit| {
                assert!(i != 3, "piece {i}");
                emit(i);
            },
            |_| {},
        );
    }

    #[test]
    #[should_panic(expected = "consumer")]
    fn a_panicking_consumer_stops_the_workers() {
        stream_pieces_in_order(
            Threads::new(3),
            100,
            |i, emit| {
                for b in 0..10 {
                    emit(i * 10 + b);
                }
            },
            |batch| assert!(batch != 25, "consumer"),
        );
    }
}
