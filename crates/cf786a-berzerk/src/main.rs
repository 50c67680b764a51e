fn main() {
    shared::input::run(cf786a_berzerk::solve);
}
