fn main() {
    shared::input::run(hdu3404_switch_lights::solve);
}
