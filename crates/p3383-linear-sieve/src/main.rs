fn main() {
    shared::input::run(p3383_linear_sieve::solve);
}
