# Sourced by scripts/test.sh and scripts/cluster.sh: apt_install PACKAGE... installs Debian packages, as root or
# with sudo. A package's install must not start its service (nginx would take port 80): while it runs,
# policy-rc.d says no, unless the machine already has a policy of its own.
apt_install() {
  local sudo= policy=/usr/sbin/policy-rc.d added=
  [ "$(id -u)" = 0 ] || sudo=sudo
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod 755 "$policy" && added=1
  fi
  local status=0
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null || status=$?
  [ -z "$added" ] || $sudo rm -f "$policy"
  return $status
}

# Debian installs nginx in /usr/sbin, which is not on every user's PATH.
nginx_path() {
  command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }
}
