fn main() {
    shared::input::run(p2197_nim::solve);
}
