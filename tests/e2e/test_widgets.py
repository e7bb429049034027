"""Live views through a real kernel process: widgets as ipywidgets 8 sees them, a slider moved
by a comm message redraws the figure in place (a draft, then the whole figure after a pause), and a notebook executed by nbclient keeps the last
figure as a static output plus the widget state, as the widget manager saves it."""

import base64
import queue
import time

import nbformat
from nbclient import NotebookClient

from conftest import run

STAR_VIEW = """
struct StarControls: View {
    @State var radius: Double = 4
    var body: some View {
        VStack {
            Slider(value: $radius, in: 0...20) { Text("Corner radius") }
            Button("Reset") { radius = 0 }
            Star(points: 5, cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
        }
    }
}
StarControls()
"""


def opened_models(outputs):
    """{model name: (comm id, state)} of the widget models a cell opened."""
    models = {}
    for message in outputs:
        if message["msg_type"] == "comm_open":
            state = message["content"]["data"]["state"]
            models.setdefault(state["_model_name"], (message["content"]["comm_id"], state))
    return models


def send_comm(kc, comm_id, data):
    """Sends a comm_msg on shell as a front end does; returns its msg_id."""
    message = kc.session.msg("comm_msg", {"comm_id": comm_id, "data": data})
    kc.shell_channel.send(message)
    return message["header"]["msg_id"]


def iopub_until_idle(kc, parent_id, timeout=10):
    """The iopub messages whose parent is `parent_id`, up to its idle status."""
    messages, deadline = [], time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            message = kc.get_iopub_msg(timeout=deadline - time.monotonic())
        except queue.Empty:
            break
        if message["parent_header"].get("msg_id") != parent_id:
            continue
        if message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
            return messages
        messages.append(message)
    raise AssertionError(f"no idle status for {parent_id}: {[m['msg_type'] for m in messages]}")


def next_message(kc, parent_id, msg_type, timeout=10):
    """The next iopub message of `msg_type` whose parent is `parent_id`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            message = kc.get_iopub_msg(timeout=deadline - time.monotonic())
        except queue.Empty:
            break
        if message["parent_header"].get("msg_id") == parent_id and message["msg_type"] == msg_type:
            return message
    raise AssertionError(f"no {msg_type} for {parent_id}")


def png(message):
    return base64.b64decode(message["content"]["data"]["image/png"])


def test_a_live_view_is_widgets_then_a_figure_and_a_slider_message_redraws_it(kernel):
    km, kc = kernel
    reply, outputs = run(kc, STAR_VIEW)
    assert reply["status"] == "ok"
    models = opened_models(outputs)
    slider_id, slider = models["FloatSliderModel"]
    assert (slider["description"], slider["min"], slider["max"], slider["value"]) == ("Corner radius", 0, 20, 4)
    assert models["ButtonModel"][1]["description"] == "Reset"
    displays = [m for m in outputs if m["msg_type"] == "display_data"]
    view = displays[0]["content"]["data"]["application/vnd.jupyter.widget-view+json"]
    assert view == {"model_id": models["VBoxModel"][0], "version_major": 2, "version_minor": 0}
    figure = displays[1]
    display_id = figure["content"]["transient"]["display_id"]
    before = png(figure)

    parent = send_comm(kc, slider_id, {"method": "update", "state": {"value": 15}, "buffer_paths": []})
    messages = iopub_until_idle(kc, parent)
    updates = [m for m in messages if m["msg_type"] == "update_display_data"]
    # While the reader may still be dragging, the figure comes as a draft: its SVG alone.
    assert len(updates) == 1
    assert updates[0]["content"]["transient"]["display_id"] == display_id
    assert set(updates[0]["content"]["data"]) == {"image/svg+xml", "text/plain"}
    # After the pause, the whole figure, with the same SVG.
    whole = next_message(kc, parent, "update_display_data")
    assert whole["content"]["transient"]["display_id"] == display_id
    assert whole["content"]["data"]["image/svg+xml"] == updates[0]["content"]["data"]["image/svg+xml"]
    after = png(whole)
    assert after != before

    # The same figure drawn by a cell with the new state is byte for byte what the slider drew.
    _, outputs = run(kc, "Star(points: 5, cornerRadius: 15).fill(.orange).frame(width: 150, height: 150)")
    still = next(m for m in outputs if m["msg_type"] == "execute_result")
    assert png(still) == after

    parent = send_comm(kc, models["ButtonModel"][0], {"method": "custom", "content": {"event": "click"}})
    messages = iopub_until_idle(kc, parent)
    slider_updates = [m["content"]["data"]["state"] for m in messages
                      if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == slider_id]
    assert slider_updates == [{"value": 0}]


def test_comm_info_lists_the_widget_models(kernel):
    km, kc = kernel
    _, outputs = run(kc, STAR_VIEW)
    ids = {m["content"]["comm_id"] for m in outputs if m["msg_type"] == "comm_open"}
    reply = kc.comm_info(target_name="jupyter.widget", reply=True, timeout=10)
    assert set(reply["content"]["comms"]) == ids


def test_a_saved_notebook_keeps_the_last_figure_and_the_widget_state(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(STAR_VIEW)]
    client = NotebookClient(nb, kernel_name="shapebook", timeout=60, resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    outputs = nb.cells[0].outputs
    assert "application/vnd.jupyter.widget-view+json" in outputs[0]["data"]
    assert "FloatSlider \"Corner radius\" = 4" in outputs[0]["data"]["text/plain"]
    assert {"image/png", "image/svg+xml", "text/plain"} <= set(outputs[1]["data"])
    state = nb.metadata.widgets["application/vnd.jupyter.widget-state+json"]
    assert state["version_major"] == 2
    names = sorted(model["model_name"] for model in state["state"].values())
    assert "FloatSliderModel" in names and "ButtonModel" in names and "VBoxModel" in names
    slider = next(model for model in state["state"].values() if model["model_name"] == "FloatSliderModel")
    assert slider["state"]["value"] == 4
    assert outputs[0]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] in state["state"]


def test_display_of_a_live_view_mid_cell_shows_its_widgets_at_once_and_they_work(kernel):
    """`display(view)` of a view with controls is live as a cell's final view is (IPython's
    display of a widget too), and is sent when called: before what the cell prints after it."""
    km, kc = kernel
    reply, outputs = run(kc, STAR_VIEW.replace("\nStarControls()\n", '\nprint("before")\ndisplay(StarControls())\nprint("after")\n1 + 1\n'))
    assert reply["status"] == "ok"
    # (A cell over a second also shows "Working…", a display of its own: left out.)
    outputs = [m for m in outputs if not m["content"].get("data", {}).get("text/plain", "").startswith("Working")]
    kinds = [m["msg_type"] for m in outputs if m["msg_type"] in ("stream", "display_data", "execute_result")]
    assert kinds == ["stream", "display_data", "display_data", "stream", "execute_result"]
    streams = [m["content"]["text"] for m in outputs if m["msg_type"] == "stream"]
    assert streams == ["before\n", "after\n"]
    models = opened_models(outputs)
    slider_id, slider = models["FloatSliderModel"]
    assert (slider["description"], slider["value"]) == ("Corner radius", 4)
    displays = [m for m in outputs if m["msg_type"] == "display_data"]
    assert displays[0]["content"]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] == models["VBoxModel"][0]
    display_id = displays[1]["content"]["transient"]["display_id"]
    before = png(displays[1])
    assert next(m for m in outputs if m["msg_type"] == "execute_result")["content"]["data"]["text/plain"] == "2"

    parent = send_comm(kc, slider_id, {"method": "update", "state": {"value": 15}, "buffer_paths": []})
    whole = [m for m in iopub_until_idle(kc, parent) if m["msg_type"] == "update_display_data"]
    whole.append(next_message(kc, parent, "update_display_data"))
    assert all(m["content"]["transient"]["display_id"] == display_id for m in whole)
    # The displayed view redraws as the same view drawn by a cell with the new state.
    _, outputs = run(kc, "Star(points: 5, cornerRadius: 15).fill(.orange).frame(width: 150, height: 150)")
    still = next(m for m in outputs if m["msg_type"] == "execute_result")
    assert png(whole[-1]) == png(still) != before


def displays_and_updates(outputs):
    """The display_data and update_display_data messages among `outputs` ("Working…" left out)."""
    shown = [m for m in outputs if m["msg_type"] in ("display_data", "update_display_data")]
    return [m for m in shown if not m["content"]["data"].get("text/plain", "").startswith("Working")]


def test_a_display_handle_replaces_the_live_view_it_showed(kernel):
    """`let h = display(view)` … `h.update(w)`, Jupyter's display id convention: the handle's id is
    the live figure's display id, and the update replaces that figure and the widgets' output;
    the replaced view's widgets are closed and draw no more."""
    km, kc = kernel
    circle = "Circle().fill(.blue).frame(width: 150, height: 150)"
    code = STAR_VIEW.replace("\nStarControls()\n", f"\nlet h = display(StarControls())\nh.update({circle})\n")
    reply, outputs = run(kc, code)
    assert reply["status"] == "ok"
    shown = displays_and_updates(outputs)
    assert [m["msg_type"] for m in shown] == ["display_data", "display_data", "update_display_data", "update_display_data"]
    widgets, figure, emptied, replaced = shown
    controls_id = widgets["content"]["transient"]["display_id"]
    figure_id = figure["content"]["transient"]["display_id"]
    assert controls_id != figure_id
    assert emptied["content"]["transient"]["display_id"] == controls_id
    assert emptied["content"]["data"] == {"text/plain": ""}
    assert replaced["content"]["transient"]["display_id"] == figure_id
    # The update draws what a cell ending in the same view draws.
    _, still_outputs = run(kc, circle)
    still = next(m for m in still_outputs if m["msg_type"] == "execute_result")
    assert png(replaced) == png(still) != png(figure)
    # The replaced view's widgets were closed; a message to its slider redraws nothing.
    slider_id = opened_models(outputs)["FloatSliderModel"][0]
    assert slider_id in {m["content"]["comm_id"] for m in outputs if m["msg_type"] == "comm_close"}
    parent = send_comm(kc, slider_id, {"method": "update", "state": {"value": 15}, "buffer_paths": []})
    assert [m for m in iopub_until_idle(kc, parent) if m["msg_type"] == "update_display_data"] == []


def test_a_display_handle_replaces_a_live_view_with_another_that_works(kernel):
    """`h.update(view)` with a view that has controls shows it live in the same two outputs:
    its widgets in place of the old ones, its figure under the handle's id, redrawn by its slider."""
    km, kc = kernel
    code = STAR_VIEW.replace("\nStarControls()\n", "\nlet h = display(StarControls())\nh.update(StarControls(radius: 9))\n")
    reply, outputs = run(kc, code)
    assert reply["status"] == "ok"
    shown = displays_and_updates(outputs)
    assert [m["msg_type"] for m in shown] == ["display_data", "display_data", "update_display_data", "update_display_data"]
    widgets, figure, new_widgets, new_figure = shown
    assert new_widgets["content"]["transient"] == widgets["content"]["transient"]
    assert new_figure["content"]["transient"] == figure["content"]["transient"]
    opened = [m["content"] for m in outputs if m["msg_type"] == "comm_open"]
    boxes = [c["comm_id"] for c in opened if c["data"]["state"]["_model_name"] == "VBoxModel"]
    sliders = [c for c in opened if c["data"]["state"]["_model_name"] == "FloatSliderModel"]
    assert [s["data"]["state"]["value"] for s in sliders] == [4, 9]
    assert widgets["content"]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] == boxes[0]
    assert new_widgets["content"]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] == boxes[1]
    # The new view's slider redraws the handle's figure, as a cell with that state draws it.
    parent = send_comm(kc, sliders[1]["comm_id"], {"method": "update", "state": {"value": 15}, "buffer_paths": []})
    whole = [m for m in iopub_until_idle(kc, parent) if m["msg_type"] == "update_display_data"]
    whole.append(next_message(kc, parent, "update_display_data"))
    assert all(m["content"]["transient"] == figure["content"]["transient"] for m in whole)
    _, still_outputs = run(kc, "Star(points: 5, cornerRadius: 15).fill(.orange).frame(width: 150, height: 150)")
    still = next(m for m in still_outputs if m["msg_type"] == "execute_result")
    assert png(whole[-1]) == png(still)
