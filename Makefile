# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A thin front to CMake presets. `make run` and `make test` set up what is missing first.

JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_ARGS ?=

.PHONY: run test smoke package build release deps test-deps bench bench-guard fuzz asan-test screenshot \
	translations format clean

run: deps
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS) --target fray
	./build-release/app/fray

test: test-deps
	cmake --preset dev $(CMAKE_ARGS)
	cmake --build --preset dev -j $(JOBS)
	QT_QPA_PLATFORM=offscreen ctest --preset dev -j $(JOBS)

# What `make run` builds, started on a virtual display with a fresh profile: a window titled Fray
# must appear within a few seconds, and close.
smoke: test-deps
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS) --target fray
	scripts/smoke-window.sh build-release/app/fray

# A .deb of the release build (build-release/fray_VERSION_ARCH.deb); its Depends come from
# dpkg-shlibdeps. scripts/check-package.sh installs, runs and removes it.
package:
	scripts/setup-deps.sh --for package
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS) --target fray fray-cli fray-sheet fray-serve
	cd build-release && cpack -G DEB

build: deps
	cmake --preset dev $(CMAKE_ARGS)
	cmake --build --preset dev -j $(JOBS)

release: deps
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS)

asan-test: test-deps
	cmake --preset asan $(CMAKE_ARGS)
	cmake --build --preset asan -j $(JOBS)
	ctest --preset asan -j $(JOBS)

# Benchmarks run on the optimised build; peers (dicelab, icepool) are measured beside Fray, and a
# shared campaign on a PostgreSQL server the benchmark starts.
bench:
	scripts/setup-deps.sh dicelab hyperfine python3 postgresql
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS)
	scripts/run-benchmarks.sh

# CI's guard: each benchmark once, on the optimised build, failing when a result is past ten
# times its budget (scripts/guard-benchmarks.sh). Only the benchmarks and what they time are
# built.
bench-guard: deps
	scripts/setup-deps.sh hyperfine python3 postgresql
	cmake --preset release $(CMAKE_ARGS)
	cmake --build --preset release -j $(JOBS) --target benchmarks
	scripts/guard-benchmarks.sh

# libFuzzer on the dice engine and the file readers (rulesets, encounters and play commands, CSV),
# in its own clang build (build-fuzz), each for FRAY_FUZZ_SECONDS=300 by default; FRAY_FUZZ_TARGET
# picks some (make fuzz FRAY_FUZZ_TARGET=ruleset).
# Debian's clang only recommends libclang-rt-dev, which holds libFuzzer and the sanitizers.
fuzz:
	scripts/setup-deps.sh clang libclang-rt-dev
	scripts/fuzz.sh

screenshot: release
	scripts/screenshot.sh

translations: build
	cmake --build --preset dev --target update_translations

format:
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf build build-release build-asan build-fuzz

deps:
	@scripts/setup-deps.sh

test-deps:
	@scripts/setup-deps.sh --for test
