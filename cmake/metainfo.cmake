# The software-centre description (AppStream metainfo), written into the build folder as PE_METAINFO.
# AppStream 1.0 (Debian 13) names the developer as <developer id="…"><name>…</name></developer> and
# reports Debian 12's <developer_name> as deprecated, while AppStream 0.16 (Debian 12) does not know
# <developer> and drops it, so a software centre there would show no developer. A .deb is built on
# the release it is for, so the metainfo takes the form of the AppStream found on the build machine
# (the newer form where there is none).
set(pe_developer "The Positional Encoding Explorer authors")
set(pe_appstream_version 1.0)
find_program(PE_APPSTREAMCLI appstreamcli)
if(PE_APPSTREAMCLI)
  execute_process(COMMAND ${PE_APPSTREAMCLI} --version OUTPUT_VARIABLE pe_appstream_said ERROR_QUIET)
  if(pe_appstream_said MATCHES "AppStream version: ([0-9.]+)")
    set(pe_appstream_version ${CMAKE_MATCH_1})
  endif()
endif()
if(pe_appstream_version VERSION_LESS 1.0)
  set(PE_METAINFO_DEVELOPER "  <developer_name>${pe_developer}</developer_name>")
else()
  string(CONCAT PE_METAINFO_DEVELOPER "  <developer id=\"io.github.pe_explorer\">\n"
                                      "    <name>${pe_developer}</name>\n"
                                      "  </developer>")
endif()
set(PE_METAINFO ${CMAKE_CURRENT_BINARY_DIR}/${PE_APP_ID}.metainfo.xml)
configure_file(resources/desktop/${PE_APP_ID}.metainfo.xml.in ${PE_METAINFO} @ONLY)
