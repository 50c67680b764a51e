fn main() {
    shared::input::run(p6560_passing_of_time::solve);
}
