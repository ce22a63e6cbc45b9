#!/usr/bin/env python3
"""Checks `dikitgen graph --format html` in a real browser (headless Chromium, through
Selenium and chromedriver): what the page shows after a search and a click must be what the
graph's JSON document says, computed here independently of the page's script.

    Scripts/check-report.py <dikitgen> <report directory> [<screenshot.png>]

Reports on the modular example (its app module, with its dependencies read from their
sources) and on a fixture whose graph has a dependency cycle, for the diagnostics. Exits 1
with what differed.
"""

import json
import os
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULAR = os.path.join("Examples", "ModularApp")
MODULAR_ARGUMENTS = [
    os.path.join(MODULAR, "Sources", "ModularApp"), "--module", "ModularApp",
    "--dependency", "FeatureA=" + os.path.join(MODULAR, "Features", "Sources", "FeatureA"),
    "--dependency", "FeatureB=" + os.path.join(MODULAR, "Features", "Sources", "FeatureB"),
    "--dependency", "Core=" + os.path.join(MODULAR, "Features", "Sources", "Core"),
    "--dependency", "Networking=" + os.path.join(MODULAR, "Networking", "Sources", "Networking"),
]
CYCLE_ARGUMENTS = [os.path.join("Fixtures", "error-dependency-cycle", "input")]

failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


def graph(dikitgen, arguments, form, output):
    """Runs `dikitgen graph`, writing `output`; returns its standard error."""
    # From the repository's root, with relative paths: the page shows where each type is declared.
    run = subprocess.run([dikitgen, "graph", *arguments, "--no-cache", "--format", form, "--output", output],
                         capture_output=True, text=True, cwd=ROOT)
    if not os.path.exists(output):
        sys.exit(f"check-report: dikitgen graph --format {form} wrote nothing:\n{run.stderr}")
    return run.stderr


def longest_chain(resolver):
    """The number of nodes on the longest chain of dependencies over edges on no cycle."""
    lengths = {}

    def length(node_id):
        if node_id not in lengths:
            lengths[node_id] = 0  # a node met again on its own path adds nothing
            node = resolver["nodes"][node_id]
            targets = [d["target"] for d in node["dependencies"] if d["target"] is not None and not d["onCycle"]]
            lengths[node_id] = 1 + max((length(t) for t in targets), default=0)
        return lengths[node_id]

    return max((length(node["id"]) for node in resolver["nodes"]), default=0)


def open_page(driver, path):
    driver.get("file://" + os.path.abspath(path))
    return driver


def search(driver, text):
    field = driver.find_element(By.ID, "search")
    field.clear()
    field.send_keys(text)
    return [(int(item.get_attribute("data-resolver")), int(item.get_attribute("data-node")))
            for item in driver.find_elements(By.CSS_SELECTOR, "#results li.result")]


def shown_node(driver):
    details = driver.find_element(By.ID, "details")
    return int(details.get_attribute("data-resolver")), int(details.get_attribute("data-node"))


def check_details(driver, document, resolver_index, node_id, where):
    resolver = document["resolvers"][resolver_index]
    node = resolver["nodes"][node_id]
    expect(shown_node(driver) == (resolver_index, node_id), f"{where}: the details show {shown_node(driver)}, not {(resolver_index, node_id)}")
    expect(driver.find_element(By.ID, "details-type").text == node["type"], f"{where}: the details' type is not {node['type']}")
    needs = driver.find_elements(By.CSS_SELECTOR, "#needs li")
    expect([item.get_attribute("data-name") for item in needs] == [d["name"] for d in node["dependencies"]],
           f"{where}: 'Needs' does not list {[d['name'] for d in node['dependencies']]}")
    linked = [int(link.get_attribute("data-node")) for link in driver.find_elements(By.CSS_SELECTOR, "#needs a.type")]
    expect(linked == [d["target"] for d in node["dependencies"] if d["target"] is not None],
           f"{where}: 'Needs' links {linked}")
    needed_by = sorted(int(link.get_attribute("data-node")) for link in driver.find_elements(By.CSS_SELECTOR, "#needed-by a.type"))
    expected = sorted(other["id"] for other in resolver["nodes"] for d in other["dependencies"] if d["target"] == node_id)
    expect(needed_by == expected, f"{where}: 'Needed by' shows {needed_by}, not {expected}")
    facts = {row.get_attribute("data-fact"): row.find_elements(By.TAG_NAME, "td")[1].text
             for row in driver.find_elements(By.CSS_SELECTOR, "#details-facts tr")}
    expect(facts.get("lifetime") == node["scope"], f"{where}: lifetime {facts.get('lifetime')}, not {node['scope']}")
    return facts


def check_modular(driver, dikitgen, directory, screenshot):
    report = os.path.join(directory, "modular.html")
    graph(dikitgen, MODULAR_ARGUMENTS, "html", report)
    graph(dikitgen, MODULAR_ARGUMENTS, "json", os.path.join(directory, "modular.json"))
    with open(os.path.join(directory, "modular.json")) as file:
        document = json.load(file)
    open_page(driver, report)
    names = [item.text.split(" ")[0] for item in driver.find_elements(By.CSS_SELECTOR, "#resolvers li.resolver")]
    expect(names == [r["name"] for r in document["resolvers"]], f"the resolvers listed are {names}")

    # A search: every node whose type contains the text, in every resolver, in order.
    query = "viewmodel"
    results = search(driver, "ViewModel")
    expected = [(r, node["id"]) for r, resolver in enumerate(document["resolvers"])
                for node in resolver["nodes"] if query in node["type"].lower()]
    expect(len(expected) >= 2, "the modular example has no two view models to find")
    expect(results == expected, f"searching 'ViewModel' shows {results}, not {expected}")
    expect(search(driver, "NoSuchTypeAnywhere") == [], "a search that matches nothing shows results")

    # A click on a result, then on a dependency of the node it shows.
    results = search(driver, "ViewModel")
    driver.find_elements(By.CSS_SELECTOR, "#results li.result")[0].click()
    facts = check_details(driver, document, *results[0], "after a click on the first result")
    first_type = document["resolvers"][results[0][0]]["nodes"][results[0][1]]["type"]
    expect(facts.get("module") == first_type.split(".")[0], f"'{first_type}' is shown in module {facts.get('module')}")
    link = driver.find_elements(By.CSS_SELECTOR, "#needs a.type")
    expect(link, "the first view model's details link no dependency")
    if link:
        target = int(link[0].get_attribute("data-node"))
        link[0].click()
        check_details(driver, document, results[0][0], target, "after a click on its first dependency")

    # The figures of the selected resolver.
    resolver = document["resolvers"][results[0][0]]
    chain = driver.find_elements(By.CSS_SELECTOR, "#longest-path li")
    expect(len(chain) == longest_chain(resolver), f"the longest chain shows {len(chain)} types, not {longest_chain(resolver)}")
    shared = [n for n in resolver["nodes"] if n["scope"] != "unique" and n["construction"] != "parent-scope"]
    expect(len(driver.find_elements(By.CSS_SELECTOR, "#shared li")) == len(shared), "the shared instances listed are not the resolver's")
    if screenshot:
        search(driver, "ViewModel")
        driver.find_elements(By.CSS_SELECTOR, "#results li.result")[0].click()
        driver.save_screenshot(screenshot)


def check_diagnostics(driver, dikitgen, directory):
    report = os.path.join(directory, "cycle.html")
    errors = [line for line in graph(dikitgen, CYCLE_ARGUMENTS, "html", report).splitlines() if ": error: " in line]
    graph(dikitgen, CYCLE_ARGUMENTS, "json", os.path.join(directory, "cycle.json"))
    with open(os.path.join(directory, "cycle.json")) as file:
        document = json.load(file)
    open_page(driver, report)
    shown = driver.find_elements(By.CSS_SELECTOR, "#diagnostics li.error")
    expect(errors and len(shown) == len(errors), f"the page shows {len(shown)} errors, dikitgen reported {len(errors)}")
    on_cycle = [(r, n["id"]) for r, resolver in enumerate(document["resolvers"]) for n in resolver["nodes"] if n["onCycle"]]
    expect(on_cycle, "the cycle fixture has no node on a cycle")
    if on_cycle:
        resolver_index, node_id = on_cycle[0]
        node_type = document["resolvers"][resolver_index]["nodes"][node_id]["type"]
        search(driver, node_type)
        item = next((i for i in driver.find_elements(By.CSS_SELECTOR, "#results li.result")
                     if (int(i.get_attribute("data-resolver")), int(i.get_attribute("data-node"))) == on_cycle[0]), None)
        expect(item is not None and "flagged" in item.get_attribute("class").split(),
               f"'{node_type}', declared where the cycle is reported, is not flagged")
        if shown:
            shown[0].click()
            expect(driver.find_elements(By.CSS_SELECTOR, "#node-diagnostics li.error"),
                   "a click on the cycle's error shows no node with it")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    dikitgen, directory = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(directory, exist_ok=True)
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800"):
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    try:
        check_modular(driver, dikitgen, directory, os.path.abspath(sys.argv[3]) if len(sys.argv) == 4 else None)
        check_diagnostics(driver, dikitgen, directory)
        errors = driver.get_log("browser") if hasattr(driver, "get_log") else []
        severe = [entry["message"] for entry in errors if entry.get("level") == "SEVERE"]
        expect(not severe, f"the page's script failed: {severe}")
    finally:
        driver.quit()
    if failures:
        print("check-report: the report shows what the graph does not say:", *failures, sep="\n  ")
        sys.exit(1)
    print("check-report: the modular example's and the cycle's reports show what their graphs say")


if __name__ == "__main__":
    main()
