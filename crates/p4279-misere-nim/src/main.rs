fn main() {
    shared::input::run(p4279_misere_nim::solve);
}
