for line in await P1_run() {
    print(line)
}
