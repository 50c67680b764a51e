fn main() {
    shared::input::run(bzoj3895_take_or_merge::solve);
}
