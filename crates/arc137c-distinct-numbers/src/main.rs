fn main() {
    shared::input::run(arc137c_distinct_numbers::solve);
}
